import {
  ApiError,
  getAuditEventsQueryOptions,
  getCurrentUserQueryOptions,
  isApiError,
} from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ActivityHeading } from '@portal/features/activity/components/activity-heading';
import { ActivityPage } from '@portal/features/activity/components/activity-page';
import {
  activitySearchSchema,
  toAuditEventQuery,
} from '@portal/features/activity/utils/activity-search';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/activity')({
  validateSearch: activitySearchSchema,
  // Admins and centre superusers read the audit trail; everyone else sees the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!user.roles.some((role) => role.name === 'admin' || role.name === 'center_superuser')) {
      throw new ApiError(403, []);
    }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    queryClient.ensureQueryData(getAuditEventsQueryOptions(apiClient, toAuditEventQuery(deps))),
  component: ActivityRoute,
  errorComponent: ({ error, reset }) =>
    isApiError(error) && error.status === 403 ? (
      <PortalErrorScreen error={error} isEmbedded />
    ) : (
      <>
        <ActivityHeading />
        <ListLoadFailed error={error} reset={reset} />
      </>
    ),
});

function ActivityRoute() {
  return <ActivityPage search={Route.useSearch()} />;
}
