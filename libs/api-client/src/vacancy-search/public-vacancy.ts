import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { vacancyKeys, type AgeGroup, type Vacancy, type VacancyCategory } from '../vacancies/vacancy';

/** A vacancy as its public page shows it: with its organisation, categories and age groups. */
export type PublicVacancy = Omit<Vacancy, 'categories' | 'ageGroups'> & {
  categories: VacancyCategory[];
  ageGroups: AgeGroup[];
};

// A to-many relationship arrives as a list, or wrapped in `{ data }` when kitsu-core leaves it so.
const listOf = <T>(value: { data: T[] } | T[] | undefined): T[] =>
  Array.isArray(value) ? value : (value?.data ?? []);

/** One vacancy the visitor may see (a published one of this centre, for the public); 404 otherwise. */
export async function fetchPublicVacancy(client: ApiClient, id: string, signal?: AbortSignal): Promise<PublicVacancy> {
  const { data } = await client.read<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, {
    query: { include: 'organization,categories,age_groups' },
    signal,
  });
  return { ...data, categories: listOf(data.categories), ageGroups: listOf(data.ageGroups) };
}

export function getPublicVacancyQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...vacancyKeys.detail(id), 'public'] as const,
    queryFn: ({ signal }) => fetchPublicVacancy(client, id, signal),
    staleTime: 60_000,
  });
}

/** Tells the API a visitor is shown the vacancy's page (its view count; nothing personal is sent or kept). */
export async function recordVacancyView(client: ApiClient, id: string): Promise<void> {
  await client.requestJson('POST', `/api/v1/vacancies/${encodeURIComponent(id)}/views`);
}
