import { ApiError, getCurrentUserQueryOptions } from '@platform/api-client';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { mayBuildForms } from '@portal/features/form-builder/utils/form-access';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/form_builder')({
  // The centre's staff and organisation superusers build forms; everyone else sees the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayBuildForms(user.roles)) throw new ApiError(403, []);
  },
  component: Outlet,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
