import { ApiError, getCurrentUserQueryOptions } from '@platform/api-client';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { mayEditContent } from '@portal/features/content/utils/content-access';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/content')({
  // Admins, centre superusers and content managers edit content; everyone else sees the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayEditContent(user.roles)) throw new ApiError(403, []);
  },
  component: Outlet,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
