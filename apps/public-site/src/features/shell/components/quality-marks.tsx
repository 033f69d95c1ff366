import { useLingui } from '@lingui/react/macro';

/** Props of {@link QualityMarks}. */
export type QualityMarksProps = { showAnbi: boolean; showNov: boolean };

type BadgeProps = { abbreviation: string; title: string };

/**
 * A simple round badge with the mark's abbreviation, drawn inline (no
 * downloaded logo). The image's name says what the mark means.
 */
function Badge({ abbreviation, title }: BadgeProps) {
  return (
    <svg role="img" viewBox="0 0 96 48" className="h-10 w-20" aria-label={title}>
      <title>{title}</title>
      <rect x="1" y="1" width="94" height="46" rx="23" className="fill-background stroke-current" strokeWidth="2" />
      <text
        x="48"
        y="31"
        textAnchor="middle"
        className="fill-text font-sans"
        fontSize="20"
        fontWeight="800"
        letterSpacing="2"
        aria-hidden="true"
      >
        {abbreviation}
      </text>
    </svg>
  );
}

/** The ANBI and NOV marks of the centre's footer (spec §3 `showAnbiLogo`, `showNovLogo`). */
export function QualityMarks({ showAnbi, showNov }: QualityMarksProps) {
  const { t } = useLingui();
  if (!showAnbi && !showNov) return null;
  return (
    <ul aria-label={t`Quality marks`} className="flex flex-wrap items-center gap-3">
      {showAnbi && (
        <li>
          <Badge
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the mark's name is the same in every language
            abbreviation="ANBI"
            title={t`ANBI: public benefit organisation recognised by the Dutch tax authorities`}
          />
        </li>
      )}
      {showNov && (
        <li>
          <Badge
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the mark's name is the same in every language
            abbreviation="NOV"
            title={t`NOV: member of the Dutch association for volunteer work`}
          />
        </li>
      )}
    </ul>
  );
}
