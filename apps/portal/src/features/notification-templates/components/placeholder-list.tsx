import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationTemplate } from '@platform/api-client';
import { Button } from '@platform/ui';
import { placeholderCode } from '../utils/template-form';

/**
 * The placeholders a mail offers, each with what it holds and a button that
 * puts it in the text at the cursor. Those the mail must keep are marked.
 */
export function PlaceholderList({ template, onInsert }: { template: NotificationTemplate; onInsert: (code: string) => void }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="placeholders-heading" className="rounded-theme border border-black/10 p-4 dark:border-white/15">
      <h3 id="placeholders-heading" className="font-heading text-lg font-semibold">
        <Trans>Placeholders</Trans>
      </h3>
      <p className="mt-1 text-sm">
        <Trans>Filled in for each mail. Write one in the subject as shown, or insert it in the text; a link may point at one too.</Trans>
      </p>
      <dl className="mt-3 flex flex-col">
        {template.placeholders.map((placeholder) => {
          const code = placeholderCode(placeholder.name);
          const isRequired = template.requiredPlaceholders.includes(placeholder.name);
          return (
            <div key={placeholder.name} className="border-t border-black/10 py-2 first:border-t-0 dark:border-white/15">
              <dt className="font-mono text-sm">{code}</dt>
              <dd className="flex items-start justify-between gap-3 text-sm">
                <span className="min-w-0">
                  {placeholder.description}
                  {isRequired && (
                    <strong>
                      {' '}
                      <Trans>(required)</Trans>
                    </strong>
                  )}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => onInsert(code)}
                  aria-label={t`Insert ${code} in the text`}
                >
                  <Trans>Insert</Trans>
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
