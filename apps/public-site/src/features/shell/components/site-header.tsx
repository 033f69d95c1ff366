import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { LanguageSwitch } from '@platform/i18n';
import { LogoBlock, resolveThemeConfig } from '@platform/theme';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { HeaderMenu } from './header-menu';
import { AccountArea, LazyImpersonationBanner, LazyNotificationsMenu } from './lazy-signed-in-parts';
import { useSiteOrigins } from '@site/utils/use-site-origins';

/**
 * The site's header: the centre's logo (or app name), its header menu, the
 * language switch, the notifications bell (signed in) and the account area,
 * shaped by the theme's header options (sticky, full width, tab or legacy
 * variant, centred menu items). Below the `lg` breakpoint the menu folds
 * behind a 'Menu' button; the bell stays in view.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const profile = center.profile;
  const header = resolveThemeConfig(profile?.themeConfig).header;
  // Spec §1: multi-language centres only, and only when their theme shows the toggle.
  const showLanguageSwitch = meta.features.multiLanguage && header.languageToggle;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => setIsMenuOpen(false), [pathname]);

  return (
    <header
      className={`z-40 border-b border-black/10 bg-background/95 backdrop-blur dark:border-white/10 ${header.sticky ? 'sticky top-0' : ''} ${header.variant === 'legacy' ? 'shadow-sm' : ''}`}
    >
      <LazyImpersonationBanner portalUrl={useSiteOrigins().portal} />
      <div
        className={`relative mx-auto flex items-center gap-4 px-4 py-3 sm:px-6 ${header.fullWidth ? '' : 'max-w-6xl'}`}
      >
        <Link
          to="/"
          // On the narrowest phones the name gives way (truncated) rather than the buttons.
          className="flex min-w-0 items-center gap-3 rounded-theme focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary lg:shrink-0"
        >
          <LogoBlock
            appName={meta.appName}
            logoUrl={profile?.websiteLogoUrl}
            darkModeLogoUrl={profile?.websiteLogoDarkModeUrl}
            // The page has its own h1; the name is the site's mark, not its title.
            headingLevel={2}
            className="min-w-0 truncate"
          />
        </Link>
        <nav
          aria-label={t`Main menu`}
          className={`hidden min-w-0 flex-1 lg:block ${header.centerMenuItems ? '' : 'lg:ml-4'}`}
        >
          <HeaderMenu header={header} />
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3 lg:ml-0">
          {/* On a phone the language switch is in the folded menu, to leave room for the bell. */}
          {showLanguageSwitch && (
            <div className="hidden sm:block">
              <LanguageSwitch />
            </div>
          )}
          <LazyNotificationsMenu />
          <div className="hidden lg:block">
            <AccountArea />
          </div>
          <button
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setIsMenuOpen((open) => !open)}
            className="inline-flex items-center gap-2 rounded-theme border border-black/15 px-3 py-2 text-sm font-semibold hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:hidden dark:border-white/20"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              {isMenuOpen ? (
                <path d="M5.7 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.3 4.3a1 1 0 1 0 1.4 1.4l4.3-4.3 4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.7 4.3Z" />
              ) : (
                <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
              )}
            </svg>
            {/* On a phone the icon alone, so the centre's name keeps its room; the name stays "Menu". */}
            <span className="max-sm:sr-only">
              <Trans>Menu</Trans>
            </span>
          </button>
        </div>
      </div>
      <div
        id={mobileMenuId}
        hidden={!isMenuOpen}
        className="border-t border-black/10 px-4 py-3 sm:px-6 lg:hidden dark:border-white/10"
      >
        <nav aria-label={t`Main menu (mobile)`}>
          <HeaderMenu header={header} isStacked />
        </nav>
        {showLanguageSwitch && (
          <div className="mt-3 border-t border-black/10 pt-3 sm:hidden dark:border-white/10">
            <LanguageSwitch />
          </div>
        )}
        <div className="mt-3 border-t border-black/10 pt-3 dark:border-white/10">
          <AccountArea isInline />
        </div>
      </div>
    </header>
  );
}
