import { getCurrentCenterQueryOptions } from '@platform/api-client';
import { ErrorScreen } from '@platform/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { isDevelopment } from '../config';
import { SiteLayout } from '../features/shell/components/site-layout';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient)),
  component: RootComponent,
  errorComponent: ({ error }) => <ErrorScreen error={error} showDetails={isDevelopment} />,
  notFoundComponent: () => <ErrorScreen error={{ status: 404 }} />,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
