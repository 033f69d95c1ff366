import { ApiError, getCurrentUserQueryOptions } from '@platform/api-client';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SettingsLayout } from '@portal/features/settings/components/settings-layout';
import { mayManageSettings } from '@portal/features/settings/utils/settings-access';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/settings')({
  // Only admins and centre superusers get here; everyone else sees the 403 screen.
  beforeLoad: async ({ context: { queryClient, apiClient } }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    if (!mayManageSettings(user.roles)) throw new ApiError(403, []);
  },
  component: SettingsRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function SettingsRoute() {
  return (
    <SettingsLayout>
      <Outlet />
    </SettingsLayout>
  );
}
