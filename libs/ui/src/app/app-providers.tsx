import type { ApiClient } from '@platform/api-client';
import { ApiClientProvider } from '@platform/api-client';
import { LocaleProvider, type CatalogLoader } from '@platform/i18n';
import type { Store } from '@reduxjs/toolkit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';

/** The attribute `<html>` carries once the app runs: hydrated, or drawn in the browser. */
const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Marks the document once the app's first render is committed (tests wait for it before using the page). */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}

/** Props of {@link AppTree}. */
export type AppTreeProps = {
  store: Store;
  apiClient: ApiClient;
  queryClient: QueryClient;
  router: AnyRouter;
  loadCatalog: CatalogLoader;
};

/**
 * The whole app with everything its components read: store, API client, query
 * cache, language and router. The browser and the public site's server render
 * this same tree, so hydration finds what the server drew.
 */
export function AppTree({ store, apiClient, queryClient, router, loadCatalog }: AppTreeProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ApiClientProvider client={apiClient}>
          <QueryClientProvider client={queryClient}>
            <LocaleProvider
              loadCatalog={loadCatalog}
              onLocaleChange={() => void queryClient.invalidateQueries()}
            >
              <RouterProvider router={router} />
              <AppReadyMark />
            </LocaleProvider>
          </QueryClientProvider>
        </ApiClientProvider>
      </Provider>
    </StrictMode>
  );
}
