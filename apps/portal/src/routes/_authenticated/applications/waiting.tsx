import { ApiError, getCurrentUserQueryOptions, getWaitingApplicationsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { WaitingApplicationsPage } from '@portal/features/applications/components/waiting-applications-page';
import { mayListWaitingApplications } from '@portal/features/applications/utils/waiting-access';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/applications/waiting')({
  // Centre staff only (admins, centre superusers); everyone else sees the 403 screen, as the API answers.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayListWaitingApplications(user.roles)) throw new ApiError(403, []);
  },
  loader: ({ context: { queryClient, apiClient } }) => queryClient.ensureQueryData(getWaitingApplicationsQueryOptions(apiClient)),
  component: WaitingApplicationsPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
