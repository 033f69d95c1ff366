import { useLingui } from '@lingui/react/macro';
import {
  getCurrentCenterQueryOptions,
  getMenuQueryOptions,
  useCurrentCenter,
} from '@platform/api-client';
import { requireSignedIn } from '@platform/auth';
import { DocumentTitle } from '@platform/i18n';
import { ErrorScreen } from '@platform/ui';
import {
  createRootRouteWithContext,
  Outlet,
  useLocation,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { isDevelopment } from '../config';
import { FOOTER_MENU } from '../features/shell/components/footer-menu';
import { HEADER_MENU } from '../features/shell/components/header-menu';
import { SiteLayout } from '../features/shell/components/site-layout';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page needs a session unless its route is marked public (spec §2).
  beforeLoad: (options): void => requireSignedIn(options),
  loader: ({ context: { queryClient, apiClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient)),
      queryClient.ensureQueryData(getMenuQueryOptions(apiClient, HEADER_MENU)),
      queryClient.ensureQueryData(getMenuQueryOptions(apiClient, FOOTER_MENU)),
    ]),
  // The root is the last match only for an unknown path, which shows the 404 screen to anyone.
  staticData: { isPublic: true },
  component: RootComponent,
  // The full-page error screen; the router clears it on the next navigation.
  errorComponent: RootError,
  notFoundComponent: NotFound,
});

function RootComponent() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

function RootError({ error }: ErrorComponentProps) {
  return <ErrorScreen error={error} showDetails={isDevelopment} />;
}

/** An unknown path: the error screen's 404 inside the site's frame, titled like any page. */
function NotFound() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`Page not found`} appName={meta.appName} />
      <ErrorScreen
        error={{ status: 404 }}
        description={t`Page not found: ${pathname}`}
        showDetails={isDevelopment}
        isEmbedded
      />
    </>
  );
}
