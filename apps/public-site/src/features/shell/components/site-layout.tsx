import { Trans } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { useTheme } from '@platform/theme';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page: skip link, header, main content and footer, in the centre's theme. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { center } = useCurrentCenter();
  useTheme(center.profile);
  return (
    <div className="flex min-h-dvh flex-col bg-background font-sans text-text">
      <a
        href="#main"
        className="sr-only z-50 rounded-theme bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
