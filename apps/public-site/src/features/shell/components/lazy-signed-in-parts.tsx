import { Trans } from '@lingui/react/macro';
import { useSession, type ImpersonationBannerProps } from '@platform/auth';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { AccountMenuProps } from './account-menu';

const loadSignedInParts = () => import('./signed-in-parts');
const AccountMenu = lazy(() => loadSignedInParts().then((parts) => ({ default: parts.AccountMenu })));
const ImpersonationBanner = lazy(() =>
  loadSignedInParts().then((parts) => ({ default: parts.ImpersonationBanner })),
);

/**
 * The header's account area: 'Sign in' for visitors (also what the server
 * renders), the account menu once the browser knows there is a session.
 */
export function AccountArea(props: AccountMenuProps) {
  const { isSignedIn } = useSession();
  if (!isSignedIn) {
    return (
      <Link
        to="/auth/login-1"
        className="inline-flex items-center rounded-theme bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Trans>Sign in</Trans>
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu {...props} />
    </Suspense>
  );
}

/** The "signed in as" bar (`libs/auth`), loaded only with a session. */
export function LazyImpersonationBanner(props: ImpersonationBannerProps) {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner {...props} />
    </Suspense>
  );
}
