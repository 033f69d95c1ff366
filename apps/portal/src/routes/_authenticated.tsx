import { useLiveEvents } from '@platform/api-client';
import { ensureCurrentUser, ensureOrganizationSelection, useSession } from '@platform/auth';
import { createFileRoute, Outlet } from '@tanstack/react-router';

// The signed-in part of the portal: the user with their roles and the
// organisation they act for are known before any page below renders. No
// organisations is the fatal 403 'Geen organisatie gevonden' (spec §8).
export const Route = createFileRoute('/_authenticated')({
  loader: async (arguments_) => {
    await ensureCurrentUser(arguments_);
    await ensureOrganizationSelection(arguments_);
  },
  component: AuthenticatedRoute,
});

/** Every signed-in page hears of new messages and notifications as they happen (the live stream). */
function AuthenticatedRoute() {
  useLiveEvents({ enabled: useSession().isSignedIn });
  return <Outlet />;
}
