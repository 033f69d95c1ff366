import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { vacancyKeys, type AgeGroup, type VacancyCategory } from '../vacancies/vacancy';

// The tenant's reference lists change rarely; five minutes of staleness is harmless.
const LIST_STALE_MS = 5 * 60_000;

/** The tenant's vacancy categories, in display order. */
export async function fetchVacancyCategories(client: ApiClient, signal?: AbortSignal): Promise<VacancyCategory[]> {
  const { data } = await client.read<VacancyCategory[]>('/api/v1/vacancy_categories', { signal });
  return data ?? [];
}

/** The tenant's age groups, in display order. */
export async function fetchAgeGroups(client: ApiClient, signal?: AbortSignal): Promise<AgeGroup[]> {
  const { data } = await client.read<AgeGroup[]>('/api/v1/age_groups', { signal });
  return data ?? [];
}

export function getVacancyCategoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: vacancyKeys.categories(),
    queryFn: ({ signal }) => fetchVacancyCategories(client, signal),
    staleTime: LIST_STALE_MS,
  });
}

export function getAgeGroupsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: vacancyKeys.ageGroups(),
    queryFn: ({ signal }) => fetchAgeGroups(client, signal),
    staleTime: LIST_STALE_MS,
  });
}
