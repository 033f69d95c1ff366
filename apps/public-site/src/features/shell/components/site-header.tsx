import { Trans } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { LanguageSwitch } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import { signInUrl } from '../../../config';

export function SiteHeader() {
  const { center, meta } = useCurrentCenter();
  const profile = center.profile;
  const header = profile?.themeConfig?.header;
  const showLanguageSwitch = meta.features.multiLanguage && header?.languageToggle !== false;
  const logoUrl = profile?.websiteLogoUrl;

  return (
    <header
      className={`z-40 border-b border-black/10 bg-background/95 backdrop-blur ${header?.sticky === false ? '' : 'sticky top-0'}`}
    >
      <div
        className={`mx-auto flex items-center justify-between gap-4 px-4 py-3 sm:px-6 ${header?.fullWidth ? '' : 'max-w-6xl'}`}
      >
        <Link
          to="/"
          className="flex min-w-0 items-center gap-3 rounded-theme focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          {logoUrl ? (
            <img src={logoUrl} alt={center.name} className="h-10 w-auto max-w-48 object-contain" />
          ) : (
            <span className="truncate font-heading text-lg font-bold tracking-tight sm:text-xl">
              {meta.appName}
            </span>
          )}
        </Link>
        <nav className="flex items-center gap-2 sm:gap-4">
          {showLanguageSwitch && <LanguageSwitch />}
          <a
            href={signInUrl}
            className="inline-flex items-center rounded-theme bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <Trans>Sign in</Trans>
          </a>
        </nav>
      </div>
    </header>
  );
}
