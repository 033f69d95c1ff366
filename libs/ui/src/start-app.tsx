import { i18n } from '@lingui/core';
import {
  ApiClientProvider,
  createBrowserApiClient,
  createQueryClient,
  getCurrentCenterQueryOptions,
  type ApiClient,
} from '@platform/api-client';
import {
  activateLocale,
  describeError,
  detectLocale,
  LocaleProvider,
  type CatalogLoader,
  type DescribableError,
} from '@platform/i18n';
import type { Store } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toastsSlice } from './toast/toasts-slice';

/** What the app's store factory and router receive. */
export type AppServices = { queryClient: QueryClient; apiClient: ApiClient };

export type StartAppOptions<S extends Store> = {
  /** Base URL of the API; '' for the same origin (all-in-one). */
  apiUrl: string;
  /** Loads the app's compiled catalog for a locale (a dynamic import, so each language is its own chunk). */
  loadCatalog: CatalogLoader;
  /** Builds the app's one Redux store (its reducer must include the `toasts` slice). */
  createStore: (services: AppServices) => S;
  /** Builds the app's router with the context every route receives. */
  createRouter: (context: AppServices & { store: S }) => AnyRouter;
};

/**
 * Boots a platform app: API client, query cache and store, language and centre
 * profile, then the router. A failed mutation becomes a danger toast with the
 * error catalogue's text, unless its form shows the error itself.
 */
export async function startApp<S extends Store>({
  apiUrl,
  loadCatalog,
  createStore,
  createRouter,
}: StartAppOptions<S>): Promise<void> {
  const apiClient = createBrowserApiClient({ baseUrl: apiUrl, getLocale: () => i18n.locale });
  // The query cache's error handler needs the store, which needs the cache: a late-bound reference.
  const storeRef: { current?: S } = {};
  const queryClient = createQueryClient({
    onMutationError: (error) => {
      const { title, description } = describeError(error as DescribableError);
      storeRef.current?.dispatch(
        toastsSlice.actions.toastAdded({
          color: 'danger',
          title: i18n._(title),
          message: i18n._(description),
        }),
      );
    },
  });
  const store = createStore({ queryClient, apiClient });
  storeRef.current = store;
  const router = createRouter({ queryClient, apiClient, store });
  // The language and the centre's profile (name, theme) are known before the
  // first render, so the page never shows in the wrong language or colours.
  // A failed centre fetch is left to the root route, which shows the error screen.
  await Promise.all([
    activateLocale(detectLocale(), loadCatalog),
    queryClient.prefetchQuery(getCurrentCenterQueryOptions(apiClient)),
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ApiClientProvider client={apiClient}>
          <QueryClientProvider client={queryClient}>
            <LocaleProvider
              loadCatalog={loadCatalog}
              onLocaleChange={() => void queryClient.invalidateQueries()}
            >
              <RouterProvider router={router} />
            </LocaleProvider>
          </QueryClientProvider>
        </ApiClientProvider>
      </Provider>
    </StrictMode>,
  );
}
