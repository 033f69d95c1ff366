import {
  DEFAULT_PAGE_SIZE,
  type MatchReasonKind,
  type poolProfileAttributes,
  type VolunteerProfileUpdateInput,
  type volunteerProfileAttributes,
} from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import type { SearchedVacancy } from '../vacancy-search/vacancy-search';

/** The signed-in volunteer's own profile (docs/api.md, "Volunteer pool"). */
export type VolunteerProfile = v.InferOutput<typeof volunteerProfileAttributes> & {
  id: string;
  type: 'volunteer_profiles';
};

/** A profile as an organisation or staff read it in the pool (the volunteer's preview too). */
export type PoolProfile = v.InferOutput<typeof poolProfileAttributes> & {
  id: string;
  type: 'volunteer_profiles';
};

/** What a volunteer saves of their profile (`volunteerProfileUpdateSchema`). */
export type VolunteerProfileInput = VolunteerProfileUpdateInput;

/** One reason a profile and a vacancy match: the ids, words or slots they share, or the distance. */
export type MatchReason = { kind: MatchReasonKind; values: string[]; km: number | null };

/** How well a vacancy matches the volunteer's profile on "Voor jou". */
export type VacancyMatch = { score: number; reasons: MatchReason[]; distanceKm: number | null };

/** One page of "Voor jou": vacancies ranked for the profile, with each one's match. */
export type Recommendations = {
  vacancies: SearchedVacancy[];
  matches: Record<string, VacancyMatch>;
  total: number;
  pageCount: number;
};

/** The number of pages a list answer's meta gives, else as many as its total fills at the API's page size. */
export function pageCountOf(meta: Record<string, unknown>, total: number): number {
  const given = meta['pageCount'];
  return typeof given === 'number' ? given : Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
}

const PATH = '/api/v1/volunteer_profile';

export const volunteerProfileKeys = {
  all: ['volunteer-profile'] as const,
  own: () => [...volunteerProfileKeys.all, 'own'] as const,
  preview: () => [...volunteerProfileKeys.all, 'preview'] as const,
  recommendations: (page: number) =>
    [...volunteerProfileKeys.all, 'recommendations', page] as const,
};

/** The signed-in volunteer's profile, `null` before they save one. */
export function getVolunteerProfileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: volunteerProfileKeys.own(),
    queryFn: async ({ signal }) =>
      (await client.read<VolunteerProfile | null>(PATH, { signal })).data,
  });
}

/** The profile as an organisation sees it in the pool; `null` before one is saved. */
export function getVolunteerProfilePreviewQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: volunteerProfileKeys.preview(),
    queryFn: async ({ signal }) =>
      (await client.read<PoolProfile | null>(`${PATH}/preview`, { signal })).data,
  });
}

/** "Voor jou": one page (1-based) of vacancies ranked for the profile, each with its organisation (always included). */
export async function fetchRecommendations(
  client: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<Recommendations> {
  const { data, meta } = await client.read<SearchedVacancy[]>(`${PATH}/recommendations`, {
    query: { 'page[number]': page > 1 ? page : undefined },
    signal,
  });
  const total = typeof meta['total'] === 'number' ? meta['total'] : 0;
  return {
    vacancies: data ?? [],
    matches: (meta['matches'] ?? {}) as Record<string, VacancyMatch>,
    total,
    pageCount: pageCountOf(meta, total),
  };
}

export function getRecommendationsQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: volunteerProfileKeys.recommendations(page),
    queryFn: ({ signal }) => fetchRecommendations(client, page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Saves the profile (`PUT`); a refused field is a 422 pointing at it. What is
 * derived from the profile (preview, "Voor jou") is asked again.
 */
export function useSaveVolunteerProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async (input: VolunteerProfileInput) =>
      (
        await client.write<VolunteerProfile>('PUT', PATH, {
          type: 'volunteer_profiles',
          attributes: input,
        })
      ).data,
    onSuccess: async (profile) => {
      queryClient.setQueryData(volunteerProfileKeys.own(), profile);
      await queryClient.invalidateQueries({
        queryKey: volunteerProfileKeys.all,
        predicate: (query) => query.queryKey[1] !== 'own',
      });
    },
  });
}
