import { fetchPublicVacancy, getPublicVacancyQueryOptions, isApiError, type ApiClient } from '@platform/api-client';
import { queryOptions } from '@tanstack/react-query';

/**
 * One vacancy for a card, or null once it is gone (404: expired, archived or
 * removed), so a card the editor chose long ago cannot break the page. Its own
 * key beside the vacancy page's query, which must keep failing with the 404.
 */
export function vacancyCardQueryOptions(client: ApiClient, id: string) {
  const vacancy = getPublicVacancyQueryOptions(client, id);
  // Untagged: this query holds `PublicVacancy | null`, not the vacancy page's type.
  const vacancyKey: readonly unknown[] = vacancy.queryKey;
  return queryOptions({
    queryKey: [...vacancyKey, 'card'],
    queryFn: async ({ signal }) => {
      try {
        return await fetchPublicVacancy(client, id, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
