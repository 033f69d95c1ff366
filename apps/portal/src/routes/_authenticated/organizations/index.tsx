import { getCurrentUserQueryOptions, getManagedOrganizationsQueryOptions, getVolunteerCentersQueryOptions } from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsHeading, OrganizationsPage } from '@portal/features/organizations/components/organizations-page';
import { isAdmin } from '@portal/features/organizations/utils/organization-permissions';
import { organizationListSearchSchema, toOrganizationListQuery } from '@portal/features/organizations/utils/organization-list-search';

export const Route = createFileRoute('/_authenticated/organizations/')({
  validateSearch: organizationListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient }, deps }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    await Promise.all([
      queryClient.ensureQueryData(getManagedOrganizationsQueryOptions(apiClient, toOrganizationListQuery(deps))),
      // Admins see every centre's organisations, with the centre's name.
      isAdmin(user.roles) ? queryClient.ensureQueryData(getVolunteerCentersQueryOptions(apiClient)) : undefined,
    ]);
  },
  component: OrganizationsRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <OrganizationsHeading isStaff={false} />
      <ListLoadFailed error={error} reset={reset} />
    </>
  ),
});

function OrganizationsRoute() {
  return <OrganizationsPage search={Route.useSearch()} />;
}
