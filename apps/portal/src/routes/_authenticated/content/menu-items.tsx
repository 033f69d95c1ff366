import { getManagedMenuItemsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { MenusPage } from '@portal/features/content/components/menus-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/content/menu-items')({
  loader: ({ context: { queryClient, apiClient } }) => queryClient.ensureQueryData(getManagedMenuItemsQueryOptions(apiClient)),
  component: MenusPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
