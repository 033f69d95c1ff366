import {
  ApiError,
  getCurrentCenterQueryOptions,
  getCurrentUserQueryOptions,
} from '@platform/api-client';
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { PoolLayout } from '@portal/features/volunteer-pool/components/pool-layout';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { mayUsePool } from '@portal/utils/pool-access';

export const Route = createFileRoute('/_authenticated/vrijwilligerspool')({
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const [{ meta }, user] = await Promise.all([
      queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient)),
      queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient)),
    ]);
    // The meedoen variant has no pool at all (the API answers 404 too): the page does not exist.
    if (!meta.features.volunteerProfiles) throw notFound();
    // Staff and organisation superusers only; everyone else sees the 403 screen.
    if (!mayUsePool(user.roles)) throw new ApiError(403, []);
  },
  component: VolunteerPoolRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function VolunteerPoolRoute() {
  return (
    <PoolLayout>
      <Outlet />
    </PoolLayout>
  );
}
