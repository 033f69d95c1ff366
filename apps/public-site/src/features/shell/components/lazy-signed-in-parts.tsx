import { Trans } from '@lingui/react/macro';
import { useSession } from '@platform/auth';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentType } from 'react';
import type { AccountMenuProps } from './account-menu';

type SignedInParts = typeof import('./signed-in-parts');

const loadSignedInParts = () => import('./signed-in-parts');

/**
 * A part of the signed-in chunk (`signed-in-parts.tsx`): nothing without a
 * session (also what the server renders), the part once the chunk is in.
 */
function signedInOnly<Props extends object>(pick: (parts: SignedInParts) => ComponentType<Props>) {
  const Part = lazy(() => loadSignedInParts().then((parts) => ({ default: pick(parts) })));
  return function SignedInOnly(props: Props) {
    const { isSignedIn } = useSession();
    if (!isSignedIn) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

const AccountMenu = signedInOnly((parts) => parts.AccountMenu);

/** The "signed in as" bar (`libs/auth`), loaded only with a session. */
export const LazyImpersonationBanner = signedInOnly((parts) => parts.ImpersonationBanner);

/** The notifications bell and its list, loaded only with a session. */
export const LazyNotificationsMenu = signedInOnly((parts) => parts.NotificationsMenu);

/** The live stream of new messages and notifications: opened with a session, closed without one. */
export const LazyLiveUpdates = signedInOnly((parts) => parts.LiveUpdates);

/**
 * The header's account area: 'Sign in' for visitors (also what the server
 * renders), the account menu once the browser knows there is a session.
 */
export function AccountArea(props: AccountMenuProps) {
  const { isSignedIn } = useSession();
  if (isSignedIn) return <AccountMenu {...props} />;
  return (
    <Link
      to="/auth/login-1"
      className="inline-flex items-center rounded-theme bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <Trans>Sign in</Trans>
    </Link>
  );
}
