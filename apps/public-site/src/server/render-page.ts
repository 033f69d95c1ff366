import { i18n } from '@lingui/core';
import {
  createApiClient,
  createMemoryCredentialStore,
  createQueryClient,
  getCurrentCenterQueryOptions,
} from '@platform/api-client';
import { acceptedLanguageTags, type Locale } from '@platform/contracts';
import { detectLocale, parseLocalePrefix, readCookie, serializeLocaleCookie, setTimeZone } from '@platform/i18n';
import { buildThemeVariables } from '@platform/theme';
import { AppTree, serializeServerState, type ServerState } from '@platform/ui';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createElement } from 'react';
import { QUERY_STALE_TIME_MS } from '../config';
import { loadCatalog } from '../locales/load-catalog';
import { createAppRouter, type SiteOrigins } from '../router';
import { createAppStore } from '../store';
import { renderToHtml, serially } from './render-to-html';

/** What the server needs to render a page of the public site. */
export type PageRequest = {
  /** Path and query string as the visitor asked for them. */
  url: string;
  /** The visitor's `Cookie` header: the language and `tenant` cookies count; the session does not. */
  cookie?: string;
  /** The visitor's `Accept-Language` header. */
  acceptLanguage?: string;
  /** The centre's configured origins (never taken from the request's Host). */
  origins: SiteOrigins;
  /** Reaches the API: in-process in all-in-one mode, over the network when the site runs on its own. */
  fetch: typeof fetch;
  /** Base URL of the API for that fetch. */
  apiUrl: string;
};

/** A rendered page: the status, the markup for `#root`, what goes into `<head>` and onto `<html>`. */
export type RenderedPage = {
  kind: 'page';
  status: number;
  locale: Locale;
  /** Title, description and link-preview tags the page rendered. */
  head: string;
  /** Attributes for `<html>`: the centre's theme variables. */
  htmlAttributes: Record<string, string>;
  body: string;
  /** The server state as JSON that is safe inside a `<script>` element. */
  state: string;
  /** What the page's Content-Security-Policy follows: the centre's map tiles and analytics id. */
  policy: { mapTileUrl?: string; gtagId?: string };
  /** `Set-Cookie` values: arriving on `/en/…` or `/nl/…` is a language choice to remember (spec §1). */
  cookies: string[];
};

/** Where the visitor must go instead (a route's redirect). */
export type RedirectedPage = { kind: 'redirect'; status: number; location: string };

/** A page only a signed-in browser can draw: the server sends the app shell and the browser renders it. */
export type BrowserOnlyPage = { kind: 'browser-only' };

/**
 * The HTTP status of a loaded page: the router's (404 for an unknown path or
 * record, 500 for a failure), or the status of the API error a page shows.
 */
function statusOf(routerStatus: number, matches: readonly { status: string; error?: unknown }[]): number {
  const status = (matches.find((match) => match.status === 'error')?.error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : routerStatus;
}

/**
 * Renders a public page on the server, as the browser would for a visitor
 * without a session: the router loads the page's data through the API, React
 * renders it in the visitor's language and the centre's theme, and the query
 * cache travels along so the browser hydrates without fetching it again.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | RedirectedPage | BrowserOnlyPage> {
  const pathname = request.url.split('?')[0] ?? '/';
  const prefixed = parseLocalePrefix(pathname).locale;
  const locale = detectLocale({
    cookie: request.cookie,
    languages: acceptedLanguageTags(request.acceptLanguage),
    pathname,
  });
  const tenantCookie = request.cookie ? readCookie(request.cookie, 'tenant') : undefined;
  const apiClient = createApiClient({
    baseUrl: request.apiUrl,
    credentials: createMemoryCredentialStore(),
    getLocale: () => locale,
    getTenantOverride: () => tenantCookie || undefined,
    fetch: request.fetch,
  });
  const queryClient = createQueryClient({ staleTimeMs: QUERY_STALE_TIME_MS });
  const store = createAppStore({ apiClient, queryClient });
  const router = createAppRouter(
    { queryClient, apiClient, store, origins: request.origins },
    { history: createMemoryHistory({ initialEntries: [request.url] }), locale },
  );
  // Pages behind sign-in: the server has no session (it lives in the browser's
  // cookies for the API), so the browser draws them, as it does pages that
  // read the URL's fragment.
  const page = router.matchRoutes(router.latestLocation).at(-1)?.staticData;
  if (!page?.isPublic || page.rendersInBrowser) return { kind: 'browser-only' };

  await router.load();
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    return {
      kind: 'redirect',
      status: result.redirect.status,
      location: result.redirect.headers.get('Location') ?? '/',
    };
  }
  const messages = await loadCatalog(locale);
  const current = queryClient.getQueryData(getCurrentCenterQueryOptions(apiClient).queryKey);
  const variables = buildThemeVariables(current?.center.profile ?? {});
  const app = createElement(AppTree, { store, apiClient, queryClient, router, loadCatalog });
  // Lingui's instance and the dates' zone are shared by the process: one render
  // at a time, each in its own language and its centre's zone (the browser takes
  // the same zone from the same answer, in the state below).
  const { head, body } = await serially(() => {
    i18n.loadAndActivate({ locale, messages });
    if (current) setTimeZone(current.meta.timeZone);
    return renderToHtml(app);
  });
  const state: ServerState = {
    locale,
    queries: dehydrate(queryClient),
    settings: { site: request.origins.site, portal: request.origins.portal },
  };
  return {
    kind: 'page',
    status: statusOf(result?.type === 'render' ? result.status : 200, router.state.matches),
    locale,
    head,
    htmlAttributes: {
      style: Object.entries(variables)
        .map(([name, value]) => `${name}:${value}`)
        .join(';'),
      'data-theme-variables': Object.keys(variables).join(' '),
    },
    body,
    state: serializeServerState(state),
    policy: {
      mapTileUrl: current?.center.profile?.mapTileUrl ?? undefined,
      gtagId: current?.center.profile?.gtagId ?? undefined,
    },
    cookies: prefixed ? [serializeLocaleCookie(prefixed, request.origins.site.startsWith('https:'))] : [],
  };
}
