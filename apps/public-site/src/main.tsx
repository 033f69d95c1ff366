import '@fontsource-variable/inter';
import './styles.css';
import { startApp, type ServerState } from '@platform/ui';
import { apiUrl, configuredPortalUrl, QUERY_STALE_TIME_MS } from './config';
import { loadCatalog } from './locales/load-catalog';
import { createAppRouter, type RouterContext, type SiteOrigins } from './router';
import { createAppStore } from './store';
import { getPortalUrl } from './utils/portal-url';
import { removePrerenderedHead } from './utils/prerendered-head';

/** The origins the server rendered with, or this page's own when it was not server-rendered. */
function siteOrigins(serverState: ServerState | undefined): SiteOrigins {
  const { site, portal } = serverState?.settings ?? {};
  if (site && portal) return { site, portal };
  return { site: window.location.origin, portal: getPortalUrl(window.location, configuredPortalUrl) };
}

removePrerenderedHead(document);
void startApp({
  apiUrl,
  loadCatalog,
  staleTimeMs: QUERY_STALE_TIME_MS,
  createStore: createAppStore,
  createRouter: (services: Omit<RouterContext, 'origins'>, serverState) =>
    createAppRouter({ ...services, origins: siteOrigins(serverState) }),
});
