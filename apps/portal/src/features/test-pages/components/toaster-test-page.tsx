import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, DEFAULT_TOAST_DURATION_MS, useToast, type ToastColor } from '@platform/ui';
import { TestPageFrame } from './test-page-frame';

const COLORS = [
  { color: 'primary', label: msg`Primary` },
  { color: 'success', label: msg`Success` },
  { color: 'danger', label: msg`Danger` },
  { color: 'warning', label: msg`Warning` },
  { color: 'info', label: msg`Information` },
  { color: 'muted', label: msg`Muted` },
] as const satisfies readonly { color: ToastColor; label: unknown }[];

/** `/test/toaster`: every toast colour of spec §3, and the timings: short, the default, and one that stays until closed. */
export function ToasterTestPage() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const seconds = DEFAULT_TOAST_DURATION_MS / 1000;
  return (
    <TestPageFrame pageKey="toaster">
      <section aria-labelledby="toast-colours">
        <h2 id="toast-colours" className="font-heading text-xl font-semibold">
          <Trans>Colours</Trans>
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          {COLORS.map(({ color, label }) => {
            const name = i18n._(label);
            return (
              <Button key={color} variant="outline" onClick={() => toast({ color, title: name, message: t`A toast in the colour ${name}.` })}>
                {name}
              </Button>
            );
          })}
        </div>
      </section>
      <section aria-labelledby="toast-timing" className="mt-8">
        <h2 id="toast-timing" className="font-heading text-xl font-semibold">
          <Trans>Timing</Trans>
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => toast({ title: t`Two seconds`, message: t`This toast closes after two seconds.`, duration: 2000 })}>
            <Trans>Two seconds</Trans>
          </Button>
          <Button variant="outline" onClick={() => toast({ title: t`The default`, message: t`This toast closes after ${seconds} seconds.` })}>
            <Trans>The default ({seconds} seconds)</Trans>
          </Button>
          <Button
            variant="outline"
            onClick={() => toast({ color: 'info', title: t`Until closed`, message: t`This toast stays until you close it.`, duration: 0 })}
          >
            <Trans>Until closed</Trans>
          </Button>
          <Button
            variant="outline"
            onClick={() => toast({ color: 'warning', title: t`Not closable`, message: t`This toast has no close button and closes after ten seconds.`, closable: false, duration: 10_000 })}
          >
            <Trans>Not closable</Trans>
          </Button>
        </div>
        <p className="mt-3 max-w-2xl text-sm">
          <Trans>Pointing at a toast or focusing it pauses its time.</Trans>
        </p>
      </section>
    </TestPageFrame>
  );
}
