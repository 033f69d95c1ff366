import { ApiError, getCurrentCenterQueryOptions, getCurrentUserQueryOptions } from '@platform/api-client';
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { mayUseTestPages } from '@portal/features/test-pages/utils/test-pages-access';

export const Route = createFileRoute('/_authenticated/test')({
  // Spec §2's developer test pages: only where the API says they are on (not in production unless
  // switched on), and only for admins; everyone else sees the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
    if (!meta.testPages) throw notFound();
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayUseTestPages(user.roles)) throw new ApiError(403, []);
  },
  component: Outlet,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
