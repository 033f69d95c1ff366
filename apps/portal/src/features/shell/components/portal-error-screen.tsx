import { useLingui } from '@lingui/react/macro';
import { getCurrentCenterQueryOptions, useApiClient } from '@platform/api-client';
import { describeError, DocumentTitle } from '@platform/i18n';
import { ErrorScreen, isCrawler } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';

/** Props of {@link PortalErrorScreen}. */
export type PortalErrorScreenProps = {
  error: unknown;
  /** Stack trace toggle: development builds only. */
  showDetails?: boolean;
  /** Replaces the catalogue's text. */
  description?: string;
  /** Inside the portal's layout (a route's 404) instead of a full page. */
  isEmbedded?: boolean;
};

/**
 * The error screen with the page title "{error title} - {app name}". It works
 * when the centre could not be loaded too (then the title has no app name),
 * and shows nothing to crawlers.
 */
export function PortalErrorScreen({
  error,
  showDetails,
  description,
  isEmbedded,
}: PortalErrorScreenProps) {
  const { i18n } = useLingui();
  const center = useQuery(getCurrentCenterQueryOptions(useApiClient()));
  const userAgent = typeof navigator === 'undefined' ? undefined : navigator.userAgent;
  if (isCrawler(userAgent)) return null;
  const { title } = describeError(error);
  return (
    <>
      <DocumentTitle page={i18n._(title)} appName={center.data?.meta.appName ?? ''} />
      <ErrorScreen
        error={error}
        showDetails={showDetails}
        userAgent={userAgent}
        description={description}
        isEmbedded={isEmbedded}
      />
    </>
  );
}

/** The 404 screen of a route that does not exist: 'Page not found: {path}' (spec §8). */
export function NotFoundScreen() {
  const { t } = useLingui();
  const path = useRouterState({ select: (state) => state.location.pathname });
  // Drawn under the portal's header, so the navigation stays at hand.
  return (
    <PortalErrorScreen
      error={{ status: 404 }}
      description={t`Page not found: ${path}`}
      isEmbedded
    />
  );
}
