import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useSignOut } from '@platform/api-client';
import { LanguageSwitch } from '@platform/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The frame of signed-in pages: header with navigation, language and sign-out. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logoUrl = center.profile?.websiteLogoUrl;

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSettled: () => void navigate({ to: '/auth/login-1', replace: true }),
    });

  return (
    <div className="flex min-h-dvh flex-col bg-primary/5 font-sans text-text">
      <a
        href="#main"
        className="sr-only z-50 rounded-theme bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <header className="sticky top-0 z-40 border-b border-black/10 bg-background text-text">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-6">
            <Link
              to="/dashboard"
              className="rounded-theme focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
            >
              {logoUrl ? (
                <img
                  src={logoUrl}
                  alt={center.name}
                  className="h-9 w-auto max-w-44 object-contain"
                />
              ) : (
                <span className="font-heading text-lg font-bold tracking-tight">
                  {meta.appName}
                </span>
              )}
            </Link>
            <nav aria-label={t`Main navigation`}>
              <Link
                to="/dashboard"
                className="rounded-theme px-3 py-2 text-sm font-semibold hover:bg-black/5 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
              >
                <Trans>Dashboard</Trans>
              </Link>
            </nav>
          </div>
          <div className="flex items-center gap-3">
            <LanguageSwitch />
            <button
              type="button"
              onClick={handleSignOut}
              disabled={signOut.isPending}
              className="rounded-theme border border-black/20 px-3 py-2 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Trans>Sign out</Trans>
            </button>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 focus:outline-none sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
