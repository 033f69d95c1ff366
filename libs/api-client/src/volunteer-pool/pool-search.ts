import { toWireName, type AvailabilitySlot, type ProfileLanguage } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { QueryParams } from '../json-api';
import type { PoolProfile } from '../volunteer-profile/volunteer-profile';
import { volunteerPoolKeys } from './pool-keys';

/** A pool search, in the app's terms; every field is optional. */
export type PoolSearchQuery = {
  /** Words in the introduction and skills. */
  q?: string;
  categoryIds?: readonly string[];
  skills?: readonly string[];
  languages?: readonly ProfileLanguage[];
  availability?: readonly AvailabilitySlot[];
  ageGroupIds?: readonly string[];
  /** Only volunteers who want one-to-one support work. */
  wantsOneToOne?: boolean;
  /** A Dutch place name; with `distance` (km) a radius around it. */
  place?: string;
  distance?: number;
  /** One of the searching organisation's vacancies: the pool ranked by how well each profile matches it. */
  vacancyId?: string;
  /** 1-based page number. */
  page?: number;
};

/**
 * How many profiles each filter option would give, counted with every other
 * filter applied; keyed as the filters are named (as the vacancy search's).
 */
export type PoolFacets = {
  categoryId: Record<string, number>;
  skill: Record<string, number>;
  language: Partial<Record<ProfileLanguage, number>>;
  availability: Partial<Record<AvailabilitySlot, number>>;
  ageGroupId: Record<string, number>;
};

export type PoolSearchResult = { profiles: PoolProfile[]; total: number; facets: PoolFacets };

const joined = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The query string of `GET /api/v1/volunteer_profiles` for a search (unset fields are left out). */
export function toPoolSearchParams(query: PoolSearchQuery): QueryParams {
  const place = blankToUndefined(query.place);
  return {
    'filter[q]': blankToUndefined(query.q),
    'filter[category_id]': joined(query.categoryIds),
    'filter[skill]': joined(query.skills),
    'filter[language]': joined(query.languages),
    'filter[availability]': joined(query.availability),
    'filter[age_group_id]': joined(query.ageGroupIds),
    'filter[one_to_one]': query.wantsOneToOne ? 'true' : undefined,
    'filter[place]': place,
    'filter[distance]': place ? query.distance : undefined,
    'filter[vacancy_id]': query.vacancyId,
    'page[number]': query.page && query.page > 1 ? query.page : undefined,
  };
}

// The client camelCases meta keys, so day parts (`mon_morning`) arrive as
// `monMorning` and are named back; ids, language codes and skill words (with
// spaces, not underscores) are left alone.
function countsOf(
  value: unknown,
  rename: (key: string) => string = (key) => key,
): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, count]) =>
      typeof count === 'number' ? [[rename(key), count]] : [],
    ),
  );
}

/** The facets of a search answer's `meta.facets`, keyed as the filters spell their values. */
export function toPoolFacets(meta: unknown): PoolFacets {
  const facets = (typeof meta === 'object' && meta !== null ? meta : {}) as Record<string, unknown>;
  return {
    categoryId: countsOf(facets['categoryId']),
    skill: countsOf(facets['skill']),
    language: countsOf(facets['language']),
    availability: countsOf(facets['availability'], toWireName),
    ageGroupId: countsOf(facets['ageGroupId']),
  };
}

/** Runs a pool search: one page of profiles, the total and the facet counts. */
export async function searchPool(
  client: ApiClient,
  query: PoolSearchQuery,
  signal?: AbortSignal,
): Promise<PoolSearchResult> {
  const { data, meta } = await client.read<PoolProfile[]>('/api/v1/volunteer_profiles', {
    query: toPoolSearchParams(query),
    signal,
  });
  return {
    profiles: data ?? [],
    total: typeof meta['total'] === 'number' ? meta['total'] : 0,
    facets: toPoolFacets(meta['facets']),
  };
}

/** A pool search as a query; the previous page stays on screen while the next one loads. */
export function getPoolSearchQueryOptions(client: ApiClient, query: PoolSearchQuery) {
  return queryOptions({
    queryKey: volunteerPoolKeys.search(query),
    queryFn: ({ signal }) => searchPool(client, query, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * One profile of the pool (`GET /api/v1/volunteer_profiles/{id}`), with the
 * match and distance the search `query` gives it (its page is not sent).
 */
export async function fetchPoolProfile(
  client: ApiClient,
  id: string,
  query: PoolSearchQuery = {},
  signal?: AbortSignal,
): Promise<PoolProfile> {
  const { data } = await client.read<PoolProfile>(
    `/api/v1/volunteer_profiles/${encodeURIComponent(id)}`,
    { query: toPoolSearchParams({ ...query, page: undefined }), signal },
  );
  return data;
}

export function getPoolProfileQueryOptions(
  client: ApiClient,
  id: string,
  query: PoolSearchQuery = {},
) {
  return queryOptions({
    queryKey: volunteerPoolKeys.profile(id, { ...query, page: undefined }),
    queryFn: ({ signal }) => fetchPoolProfile(client, id, query, signal),
    staleTime: 30_000,
  });
}
