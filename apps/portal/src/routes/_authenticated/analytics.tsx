import { ApiError, getCurrentUserQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { mayViewAnalytics } from '@portal/utils/analytics-access';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/analytics')({
  // Admins and centre superusers only (docs/permissions.md); everyone else sees the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayViewAnalytics(user.roles)) throw new ApiError(403, []);
  },
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
