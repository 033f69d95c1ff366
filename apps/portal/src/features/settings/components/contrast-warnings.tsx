import { Trans, useLingui } from '@lingui/react/macro';
import type { ContrastWarning } from '../utils/design-settings';

/**
 * Warns about theme colours that read poorly (below WCAG AA). It does not
 * stop a save: the centre decides, but knowingly. A live region, so the
 * warning is announced when a colour change brings it up.
 */
export function ContrastWarnings({ warnings }: { warnings: readonly ContrastWarning[] }) {
  const { t, i18n } = useLingui();
  // Rounded down, so a pair just under 4.5:1 never reads as "4.5:1".
  const format = (ratio: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(Math.floor(ratio * 10) / 10);
  return (
    <div role="status">
      {warnings.length > 0 && (
        <div className="rounded-theme border border-amber-700/40 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950 dark:text-amber-50">
          <p className="font-semibold">
            <Trans>Low contrast</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map(({ pair, ratio }) => {
              const shown = format(ratio);
              return (
                <li key={pair}>
                  {pair === 'textOnBackground'
                    ? t`The text colour on the background colour has a contrast ratio of ${shown}:1. WCAG AA asks for at least 4.5:1, so some visitors cannot read the text.`
                    : t`White text on the primary colour has a contrast ratio of ${shown}:1. WCAG AA asks for at least 4.5:1, so buttons in this colour are hard to read.`}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
