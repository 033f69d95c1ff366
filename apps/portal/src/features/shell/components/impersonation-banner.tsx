import { Trans, useLingui } from '@lingui/react/macro';
import { useImpersonation, useStopImpersonation } from '@platform/api-client';
import { ORGANIZATION_SELECTION_STORAGE_KEY } from '@platform/auth';
import { Button } from '@platform/ui';

/**
 * The bar on every page while an admin is signed in as another user: whose
 * session this is, and the way back. Going back ends the session, restores
 * the admin's own and opens the user's page in the portal anew, so nothing
 * of the user's stays on screen or in the caches.
 */
export function ImpersonationBanner({ isStandalone = false }: { isStandalone?: boolean }) {
  const { t } = useLingui();
  const impersonation = useImpersonation();
  const stop = useStopImpersonation();
  if (!impersonation) return null;
  const name = impersonation.user.name;
  const userPath = `/users/${impersonation.user.id}`;
  const handleBack = () =>
    stop.mutate(undefined, {
      onSettled: () => {
        // The organisation chosen as the user is not the admin's; theirs is chosen afresh.
        window.localStorage.removeItem(ORGANIZATION_SELECTION_STORAGE_KEY);
        window.location.assign(userPath);
      },
    });
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
        <Button variant="white" size="sm" disabled={stop.isPending} aria-busy={stop.isPending || undefined} onClick={handleBack}>
          <Trans>Back to your own account</Trans>
        </Button>
      </div>
    </div>
  );
}
