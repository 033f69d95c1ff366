import { isApiError, type ApiClient, type Page } from '@platform/api-client';
import { loadPageBlocks } from '@platform/page-blocks';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

type Services = { queryClient: QueryClient; apiClient: ApiClient };

/**
 * A route loader's work for a content page: the published page (a 404 screen
 * when there is none), then its blocks' code and data, so the page renders
 * complete on the server and hydrates without fetching.
 */
export async function loadContentPage<Key extends readonly unknown[]>(
  services: Services,
  options: FetchQueryOptions<Page, Error, Page, Key>,
  { isNotFoundScreen = true } = {},
): Promise<Page | null> {
  let page: Page;
  try {
    page = await services.queryClient.ensureQueryData(options);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      if (isNotFoundScreen) throw notFound();
      return null;
    }
    throw error;
  }
  await loadPageBlocks(page.blocks, services);
  return page;
}
