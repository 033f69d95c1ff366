import { Trans, useLingui } from '@lingui/react/macro';
import {
  createOwnSessionStore,
  stopImpersonation,
  useApiClient,
  useImpersonation,
} from '@platform/api-client';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { ORGANIZATION_SELECTION_STORAGE_KEY } from '../organization-selection/connect-organization-selection';

/** Props of {@link ImpersonationBanner}. */
export type ImpersonationBannerProps = {
  /** Alone on the page (the empty layout has no header), the bar is a landmark of its own. */
  isStandalone?: boolean;
  /** The portal's address, where the way back leads (the user's page); leave out on the portal itself. */
  portalUrl?: string;
};

/**
 * The bar on every page while an admin is signed in as another user: whose
 * session this is, and the way back. Going back ends the session, restores
 * the one kept aside and opens the user's page in the portal anew, so nothing
 * of the user's stays on screen or in the caches. Draws nothing otherwise.
 */
export function ImpersonationBanner({
  isStandalone = false,
  portalUrl = '',
}: ImpersonationBannerProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const impersonation = useImpersonation();
  // A plain call rather than a mutation hook keeps the mutation code out of the public site's first load.
  const [isLeaving, setIsLeaving] = useState(false);
  if (!impersonation) return null;
  const name = impersonation.user.name;
  const userPath = `/users/${impersonation.user.id}`;
  const handleBack = async () => {
    setIsLeaving(true);
    await stopImpersonation(client, createOwnSessionStore());
    // The organisation chosen as the user is not the admin's; theirs is chosen afresh.
    window.localStorage.removeItem(ORGANIZATION_SELECTION_STORAGE_KEY);
    window.location.assign(portalUrl + userPath);
  };
  return (
    <div
      {...(isStandalone ? { role: 'region', 'aria-label': t`Signed in as another user` } : {})}
      className="bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="font-semibold">
          <Trans>You are signed in as {name}</Trans>
        </p>
        <Button
          variant="white"
          size="sm"
          disabled={isLeaving}
          aria-busy={isLeaving || undefined}
          onClick={() => void handleBack()}
        >
          <Trans>Back to your own account</Trans>
        </Button>
      </div>
    </div>
  );
}
