import { getCurrentCenterQueryOptions } from '@platform/api-client';
import { ErrorScreen } from '@platform/ui';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { isDevelopment } from '../config';
import { ThemedRoot } from '../features/shell/components/themed-root';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient)),
  component: ThemedRoot,
  errorComponent: ({ error }) => <ErrorScreen error={error} showDetails={isDevelopment} />,
  notFoundComponent: () => <ErrorScreen error={{ status: 404 }} />,
});
