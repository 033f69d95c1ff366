import { VACANCY_FEED_PATHS, type VacancyFeedFormat, type VacancySearchSort, type VacancyType } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { QueryParams } from '../json-api';
import { vacancyKeys, type Vacancy } from '../vacancies/vacancy';

/** A public vacancy search, in the app's terms; every field is optional. */
export type VacancySearchQuery = {
  /** Words to find (Dutch and English stemming). */
  q?: string;
  vacancyTypes?: readonly VacancyType[];
  categoryIds?: readonly string[];
  ageGroupIds?: readonly string[];
  organizationIds?: readonly string[];
  /** A Dutch place name; with `distance` (km) a radius around it. */
  place?: string;
  distance?: number;
  /** ISO dates (yyyy-mm-dd): activities with an occurrence in this range. */
  startsFrom?: string;
  startsUntil?: string;
  sort?: VacancySearchSort;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
};

/** A vacancy in a search answer; with a place filter it carries its distance. */
export type SearchedVacancy = Vacancy & { meta?: { distanceKm?: number } };

/** How many vacancies each filter option would give, counted with every other filter applied. */
export type VacancyFacets = {
  vacancyType: Partial<Record<VacancyType, number>>;
  categoryId: Record<string, number>;
  ageGroupId: Record<string, number>;
};

export type VacancySearchResult = { vacancies: SearchedVacancy[]; total: number; facets: VacancyFacets };

const joined = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The query string of `GET /api/v1/vacancies/search` for a search (unset fields are left out). */
export function toVacancySearchParams(query: VacancySearchQuery): QueryParams {
  const place = blankToUndefined(query.place);
  return {
    q: blankToUndefined(query.q),
    'filter[vacancy_type]': joined(query.vacancyTypes),
    'filter[category_id]': joined(query.categoryIds),
    'filter[age_group_id]': joined(query.ageGroupIds),
    'filter[organization_id]': joined(query.organizationIds),
    'filter[place]': place,
    'filter[distance]': place ? query.distance : undefined,
    'filter[starts_from]': query.startsFrom,
    'filter[starts_until]': query.startsUntil,
    sort: query.sort,
    'page[number]': query.page && query.page > 1 ? query.page : undefined,
    'page[size]': query.pageSize,
    include: 'organization',
  };
}

/**
 * The address of a search's feed (RSS, JSON Feed or sitemap, docs/api.md):
 * the search's filters and order, the feed's own first page. Feed readers
 * cannot send headers, so tenant and centre travel in the query.
 *
 * @param apiOrigin the API's origin, e.g. `https://example.nl`.
 */
export function vacancyFeedUrl(
  apiOrigin: string,
  format: VacancyFeedFormat,
  site: { tenant: string; volunteerCenterId: string },
  query: VacancySearchQuery,
): string {
  const params = new URLSearchParams({ tenant: site.tenant, center: site.volunteerCenterId });
  const { include: _include, 'page[number]': _page, 'page[size]': _size, ...filters } = toVacancySearchParams(query);
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value));
  return `${apiOrigin.replace(/\/+$/, '')}${VACANCY_FEED_PATHS[format]}?${params.toString()}`;
}

const EMPTY_FACETS: VacancyFacets = { vacancyType: {}, categoryId: {}, ageGroupId: {} };

/** Runs a public vacancy search: one page of published vacancies, the total and the facet counts. */
export async function searchVacancies(
  client: ApiClient,
  query: VacancySearchQuery,
  signal?: AbortSignal,
): Promise<VacancySearchResult> {
  const { data, meta } = await client.read<SearchedVacancy[]>('/api/v1/vacancies/search', {
    query: toVacancySearchParams(query),
    signal,
  });
  const facets = (meta['facets'] ?? {}) as Partial<VacancyFacets>;
  return {
    vacancies: data ?? [],
    total: typeof meta['total'] === 'number' ? meta['total'] : 0,
    facets: { ...EMPTY_FACETS, ...facets },
  };
}

/**
 * A search as a query; the previous page stays on screen while the next one
 * loads, so the list does not jump while filters change.
 */
export function getVacancySearchQueryOptions(client: ApiClient, query: VacancySearchQuery) {
  return queryOptions({
    queryKey: vacancyKeys.search(query),
    queryFn: ({ signal }) => searchVacancies(client, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
