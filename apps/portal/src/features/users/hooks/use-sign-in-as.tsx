import { Trans, useLingui } from '@lingui/react/macro';
import {
  sessionHandOffFragment,
  useOpenImpersonatedSession,
  useStartImpersonation,
  type ManagedUser,
} from '@platform/api-client';
import { ORGANIZATION_SELECTION_STORAGE_KEY } from '@platform/auth';
import { ConfirmDialog, useFailureToast } from '@platform/ui';
import { useState, type ReactElement } from 'react';
import { landsInPortal } from '../utils/user-permissions';

type Subject = Pick<ManagedUser, 'id' | 'name' | 'roles' | 'organizations'>;

/** What {@link useSignInAs} returns. */
export type SignInAsControls = {
  /** Asks first, then signs in as the user and opens the page they land on. */
  ask: (user: Subject) => void;
  isPending: boolean;
  /** The confirmation dialog; render it once on the page. */
  dialog: ReactElement;
};

/** The public site's page that takes over a handed-over session (apps/public-site, `/auth/impersonate`). */
export const PUBLIC_SITE_HAND_OFF_PATH = '/auth/impersonate';

/** Where a user who works in the portal starts. */
const PORTAL_HOME_PATH = '/dashboard';

/**
 * "Sign in as" for admins. A user who works in the portal lands on its
 * dashboard, with the admin's own session kept aside; anyone else lands on
 * their profile on the public site (`publicSiteUrl`), to which the session is
 * handed over while the portal stays the admin's. Either way the app loads
 * anew, so nothing of the admin's stays on screen or in the caches.
 */
export function useSignInAs(publicSiteUrl: string): SignInAsControls {
  const { t } = useLingui();
  const showFailure = useFailureToast();
  const start = useStartImpersonation();
  const open = useOpenImpersonatedSession();
  const [asked, setAsked] = useState<Subject | null>(null);

  const failed = (error: unknown) =>
    showFailure(t`Signing in as this user failed`, error);

  const handleConfirm = () => {
    if (!asked) return;
    const user = asked;
    setAsked(null);
    if (landsInPortal(user)) {
      start.mutate(user.id, {
        onSuccess: () => {
          // The admin's chosen organisation is not the user's; theirs is chosen afresh.
          window.localStorage.removeItem(ORGANIZATION_SELECTION_STORAGE_KEY);
          window.location.assign(PORTAL_HOME_PATH);
        },
        onError: failed,
      });
    } else {
      open.mutate(user.id, {
        onSuccess: (session) => window.location.assign(`${publicSiteUrl}${PUBLIC_SITE_HAND_OFF_PATH}${sessionHandOffFragment(session)}`),
        onError: failed,
      });
    }
  };

  const name = asked?.name ?? '';
  const isPortal = asked !== null && landsInPortal(asked);
  const dialog = (
    <ConfirmDialog
      isOpen={asked !== null}
      title={<Trans>Sign in as {name}?</Trans>}
      description={
        isPortal ? (
          <Trans>
            You see the portal as {name} sees it and act on their behalf; this is recorded. A bar at the top of every page takes you
            back to your own account.
          </Trans>
        ) : (
          <Trans>
            You see the website as {name} sees it, starting at their profile, and act on their behalf; this is recorded. A bar at the
            top of every page takes you back to your own account.
          </Trans>
        )
      }
      confirmLabel={<Trans>Sign in as {name}</Trans>}
      onConfirm={handleConfirm}
      onCancel={() => setAsked(null)}
    />
  );

  return { ask: setAsked, isPending: start.isPending || open.isPending, dialog };
}
