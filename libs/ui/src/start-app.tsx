import { i18n } from '@lingui/core';
import {
  ApiClientProvider,
  createBrowserApiClient,
  createQueryClient,
  getCurrentCenterQueryOptions,
  type ApiClient,
} from '@platform/api-client';
import { activateLocale, detectLocale, LocaleProvider, type CatalogLoader } from '@platform/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export type StartAppOptions = {
  /** Base URL of the API; '' for the same origin (all-in-one). */
  apiUrl: string;
  /** Loads the app's compiled catalog for a locale (a dynamic import, so each language is its own chunk). */
  loadCatalog: CatalogLoader;
  /** Builds the app's router with the context every route receives. */
  createRouter: (context: { queryClient: QueryClient; apiClient: ApiClient }) => AnyRouter;
};

/** Boots a platform app: API client, query cache, language and centre profile, then the router. */
export async function startApp({ apiUrl, loadCatalog, createRouter }: StartAppOptions): Promise<void> {
  const apiClient = createBrowserApiClient({ baseUrl: apiUrl, getLocale: () => i18n.locale });
  const queryClient = createQueryClient();
  const router = createRouter({ queryClient, apiClient });
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
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <LocaleProvider loadCatalog={loadCatalog} onLocaleChange={() => void queryClient.invalidateQueries()}>
            <RouterProvider router={router} />
          </LocaleProvider>
        </QueryClientProvider>
      </ApiClientProvider>
    </StrictMode>,
  );
}
