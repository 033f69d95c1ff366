import { useCurrentCenter } from '@platform/api-client';
import { LogoBlock, useColorMode, useTheme } from '@platform/theme';
import { Layout } from '@platform/ui';
import { Link, useMatches, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAnalytics } from '../hooks/use-analytics';
import { useFavicon } from '../hooks/use-favicon';
import { useLocaleInUrl } from '../hooks/use-locale-in-url';
import { useSiteOrigins } from '@site/utils/use-site-origins';
import { LazyPageLoadingBar } from './lazy-page-loading-bar';
import { LazyImpersonationBanner, LazyLiveUpdates } from './lazy-signed-in-parts';
import { LazyToaster } from './lazy-toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every public page, in the centre's theme (with its favicon
 * and analytics) and the visitor's colour mode: loading bar, the layout the
 * page asks for (`staticData.layout`: default, empty or wide) with header and
 * footer, the toasts, and for a signed-in visitor the live stream.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { center } = useCurrentCenter();
  useTheme(center.profile);
  useFavicon(center.profile?.faviconUrl);
  useAnalytics(center.profile?.gtagId);
  useColorMode();
  useLocaleInUrl();
  const { portal: portalUrl } = useSiteOrigins();
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  // Select plain values: a fresh object per selection would re-render forever.
  const layout = useMatches({ select: (matches) => matches.at(-1)?.staticData?.layout }) ?? 'default';
  const isWhite = useMatches({ select: (matches) => matches.at(-1)?.staticData?.isWhite });

  return (
    <>
      <LazyPageLoadingBar isLoading={isLoading} />
      {/* The empty layout has no header to carry the bar. */}
      {layout === 'empty' && <LazyImpersonationBanner isStandalone portalUrl={portalUrl} />}
      <Layout name={layout} isWhite={isWhite} header={<SiteHeader />} footer={<SiteFooter />}>
        {layout === 'empty' && <EmptyLayoutMark />}
        {children}
      </Layout>
      <LazyToaster />
      <LazyLiveUpdates />
    </>
  );
}

/**
 * The empty layout has no header (spec §2); the centre's mark still leads
 * home, so the sign-in page is no dead end.
 */
function EmptyLayoutMark() {
  const { center, meta } = useCurrentCenter();
  const profile = center.profile;
  return (
    <Link
      to="/"
      className="rounded-theme focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
    >
      <LogoBlock
        appName={meta.appName}
        logoUrl={profile?.websiteLogoUrl}
        darkModeLogoUrl={profile?.websiteLogoDarkModeUrl}
        headingLevel={2}
      />
    </Link>
  );
}
