import { getCurrentUserQueryOptions, getUsersQueryOptions, isApiError } from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { UsersHeading, UsersPage } from '@portal/features/users/components/users-page';
import { toUserListQuery, userListSearchSchema } from '@portal/features/users/utils/user-list-search';
import { forbidden, isUserStaff, mayListUsers } from '@portal/features/users/utils/user-permissions';

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: userListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient, store }, deps }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayListUsers(user.roles)) throw forbidden();
    const query = toUserListQuery(deps, { isStaff: isUserStaff(user.roles), organizationId: selectSelectedOrganizationId(store.getState()) });
    await queryClient.ensureQueryData(getUsersQueryOptions(apiClient, query));
  },
  component: UsersRoute,
  errorComponent: ({ error, reset }) =>
    isApiError(error) && error.status === 403 ? (
      <PortalErrorScreen error={error} isEmbedded />
    ) : (
      <>
        <UsersHeading canAdd={false} />
        <ListLoadFailed error={error} reset={reset} />
      </>
    ),
});

function UsersRoute() {
  return <UsersPage search={Route.useSearch()} />;
}
