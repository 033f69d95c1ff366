import { getManagedOrganizationQueryOptions, getVolunteerCentersQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { MoveOrganizationPage } from '@portal/features/organizations/components/move-organization-page';
import { requireStaff } from '@portal/features/organizations/utils/require-staff';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/organizations/$id/move')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    await requireStaff(queryClient, apiClient);
    await Promise.all([
      queryClient.ensureQueryData(getManagedOrganizationQueryOptions(apiClient, params.id)),
      queryClient.ensureQueryData(getVolunteerCentersQueryOptions(apiClient)),
    ]);
  },
  component: MoveOrganizationRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function MoveOrganizationRoute() {
  const { id } = Route.useParams();
  return <MoveOrganizationPage id={id} />;
}
