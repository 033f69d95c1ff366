import { Trans, useLingui } from '@lingui/react/macro';
import { createOwnSessionStore, stopImpersonation, useApiClient, useImpersonation } from '@platform/api-client';
import { Button } from '@platform/ui';
import { useState } from 'react';
import { portalUrl } from '../../../config';

/**
 * The bar on every page while an admin is signed in as a user here (handed
 * over by the portal): whose session this is, and the way back. Going back
 * ends the session, restores this site's previous one (if any) and returns
 * to the user's page in the portal, where the admin is still signed in.
 */
export function ImpersonationBanner({ isStandalone = false }: { isStandalone?: boolean }) {
  const { t } = useLingui();
  const client = useApiClient();
  const impersonation = useImpersonation();
  // A plain call rather than a mutation hook keeps the mutation code out of the site's first load.
  const [isLeaving, setIsLeaving] = useState(false);
  if (!impersonation) return null;
  const name = impersonation.user.name;
  const userUrl = `${portalUrl}/users/${impersonation.user.id}`;
  const handleBack = async () => {
    setIsLeaving(true);
    await stopImpersonation(client, createOwnSessionStore());
    window.location.assign(userUrl);
  };
  return (
    <div
      // Alone (the empty layout has no header) it is a landmark of its own.
      {...(isStandalone ? { role: 'region', 'aria-label': t`Signed in as another user` } : {})}
      className="bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="font-semibold">
          <Trans>You are signed in as {name}</Trans>
        </p>
        <Button variant="white" size="sm" disabled={isLeaving} aria-busy={isLeaving || undefined} onClick={() => void handleBack()}>
          <Trans>Back to your own account</Trans>
        </Button>
      </div>
    </div>
  );
}
