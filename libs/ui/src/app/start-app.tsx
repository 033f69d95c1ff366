import { i18n } from '@lingui/core';
import {
  actForCenter,
  createBrowserApiClient,
  createQueryClient,
  getCurrentCenterQueryOptions,
  type ApiClient,
} from '@platform/api-client';
import {
  activateLocale,
  describeError,
  detectLocale,
  setTimeZone,
  type CatalogLoader,
} from '@platform/i18n';
import type { Store } from '@reduxjs/toolkit';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { toastsSlice } from '../toast/toasts-slice';
import { AppTree } from './app-providers';
import { readServerState, type ServerState } from './server-state';

/** What the app's store factory and router receive. */
export type AppServices = { queryClient: QueryClient; apiClient: ApiClient };

export type StartAppOptions<S extends Store> = {
  /** Base URL of the API; '' for the same origin (all-in-one). */
  apiUrl: string;
  /** Loads the app's compiled catalog for a locale (a dynamic import, so each language is its own chunk). */
  loadCatalog: CatalogLoader;
  /** Builds the app's one Redux store (its reducer must include the `toasts` slice). */
  createStore: (services: AppServices) => S;
  /** Builds the app's router with the context every route receives; the server's state when hydrating. */
  createRouter: (context: AppServices & { store: S }, serverState: ServerState | undefined) => AnyRouter;
  /** Default freshness of queries; a server-rendered app needs one, or hydration would refetch at once. */
  staleTimeMs?: number;
};

/**
 * Boots a platform app: API client, query cache and store, language and centre
 * profile, then the router. A failed mutation becomes a danger toast with the
 * error catalogue's text, unless its form shows the error itself.
 *
 * A page the server rendered (it carries the server's state) is hydrated: the
 * query cache starts with what the server used, the router loads from it
 * without a request, and React adopts the server's HTML instead of drawing it again.
 */
export async function startApp<S extends Store>({
  apiUrl,
  loadCatalog,
  createStore,
  createRouter,
  staleTimeMs,
}: StartAppOptions<S>): Promise<void> {
  const apiClient = createBrowserApiClient({ baseUrl: apiUrl, getLocale: () => i18n.locale });
  // The query cache's error handler needs the store, which needs the cache: a late-bound reference.
  const storeRef: { current?: S } = {};
  const queryClient = createQueryClient({
    staleTimeMs,
    onMutationError: (error) => {
      const { title, description } = describeError(error);
      storeRef.current?.dispatch(
        toastsSlice.actions.toastAdded({
          color: 'danger',
          title: i18n._(title),
          message: i18n._(description),
        }),
      );
    },
  });
  const serverState = readServerState(document);
  if (serverState) hydrate(queryClient, serverState.queries);
  const store = createStore({ queryClient, apiClient });
  storeRef.current = store;
  const router = createRouter({ queryClient, apiClient, store }, serverState);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <AppTree
      store={store}
      apiClient={apiClient}
      queryClient={queryClient}
      router={router}
      loadCatalog={loadCatalog}
    />
  );

  if (serverState) {
    const current = queryClient.getQueryData(getCurrentCenterQueryOptions(apiClient).queryKey);
    if (current) {
      actForCenter(apiClient, current);
      setTimeZone(current.meta.timeZone);
    }
    // The server's language and the page's data and code, before the first
    // render: hydration must draw exactly what the server sent.
    await activateLocale(serverState.locale, loadCatalog);
    await router.load();
    // Tells TanStack Router this render hydrates server HTML, so it draws the
    // matches as the server did (without its own suspense boundary).
    router.ssr = { manifest: undefined };
    // In one go, not as a transition: a language switch or a toggle used
    // midway would otherwise draw the rest of the page differently from the HTML.
    hydrateRoot(container, app);
    return;
  }
  // The language and the centre's profile (name, theme) are known before the
  // first render, so the page never shows in the wrong language or colours.
  // A failed centre fetch is left to the root route, which shows the error screen.
  await Promise.all([
    activateLocale(detectLocale(), loadCatalog),
    queryClient.prefetchQuery(getCurrentCenterQueryOptions(apiClient)),
  ]);
  const current = queryClient.getQueryData(getCurrentCenterQueryOptions(apiClient).queryKey);
  if (current) setTimeZone(current.meta.timeZone);
  createRoot(container).render(app);
}
