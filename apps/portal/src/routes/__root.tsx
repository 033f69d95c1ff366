import { getCurrentCenterQueryOptions } from '@platform/api-client';
import { requireSignedIn } from '@platform/auth';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { isDevelopment, isProduction } from '../config';
import { useBuildPoll } from '../features/build-poll/hooks/use-build-poll';
import { RELOAD_ACTION } from '../features/build-poll/utils/build-poll';
import { PortalErrorScreen, NotFoundScreen } from '../features/shell/components/portal-error-screen';
import { PortalFrame } from '../features/shell/components/portal-frame';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec §2: every route needs a session unless its own route says `isPublic`.
  beforeLoad: (options): void => requireSignedIn(options),
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient)),
  component: RootComponent,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} showDetails={isDevelopment} />,
  notFoundComponent: NotFoundScreen,
});

function RootComponent() {
  // The dev server has no build.json; built apps poll it.
  useBuildPoll(isProduction);
  return (
    <PortalFrame
      onToastAction={(toast) => {
        if (toast.action?.name === RELOAD_ACTION) window.location.reload();
      }}
    />
  );
}
