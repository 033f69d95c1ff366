import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { zonedParts } from '@platform/i18n';
import { ColorModeToggle, resolveThemeConfig } from '@platform/theme';
import { Link } from '@tanstack/react-router';
import { footerColumns } from '../utils/footer-columns';
import { FooterMenu } from './footer-menu';
import { QualityMarks } from './quality-marks';

/**
 * The footer from the centre's profile: its filled columns (title and plain
 * text with line breaks), the ANBI and NOV marks when switched on, and the
 * colour-mode choice. The theme's footer variant picks the look: `legacy` is
 * light, the others (`maud`, `tab`) dark. Every centre's footer links its
 * accessibility statement (issue 31).
 */
export function SiteFooter() {
  const { t } = useLingui();
  const { center } = useCurrentCenter();
  const profile = center.profile;
  const columns = footerColumns(profile);
  const variant = resolveThemeConfig(profile?.themeConfig).footer.variant;
  const isLight = variant === 'legacy';
  const year = zonedParts(new Date()).date.slice(0, 4);
  const centerName = center.name;

  return (
    <footer
      data-variant={variant}
      className={
        isLight
          ? 'border-t border-black/10 bg-background text-text dark:border-white/10'
          : 'border-t-4 border-secondary bg-text text-background dark:bg-black/40 dark:text-text'
      }
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <FooterMenu />
        {columns.length > 0 && (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {columns.map(({ column, title, content }) => (
              <section
                key={column}
                aria-labelledby={title ? `footer-column-${column}` : undefined}
                aria-label={title ? undefined : t`Footer column ${column}`}
              >
                {title && (
                  <h2 id={`footer-column-${column}`} className="font-heading text-base font-semibold">
                    {title}
                  </h2>
                )}
                {content && (
                  <p className="mt-3 text-sm leading-relaxed whitespace-pre-line">{content}</p>
                )}
              </section>
            ))}
          </div>
        )}
        <div
          className={`flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between ${columns.length > 0 ? 'mt-10 border-t border-current/20 pt-6' : ''}`}
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
            <QualityMarks showAnbi={profile?.showAnbiLogo ?? false} showNov={profile?.showNovLogo ?? false} />
            <p className="text-sm">
              <Trans>
                © {year} {centerName}
              </Trans>
            </p>
            <p className="text-sm">
              <Link
                to="/toegankelijkheid"
                className="underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
              >
                <Trans>Accessibility statement</Trans>
              </Link>
            </p>
          </div>
          <ColorModeToggle />
        </div>
      </div>
    </footer>
  );
}
