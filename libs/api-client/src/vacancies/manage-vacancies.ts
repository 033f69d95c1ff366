import type { VacancyStatus, VacancyType } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument, type QueryParams } from '../json-api';
import { vacancyKeys, type AgeGroup, type Vacancy, type VacancyCategory } from './vacancy';

/** The orders `GET /vacancies` knows; a leading `-` sorts descending. */
export const VACANCY_LIST_SORTS = ['-created_at', 'created_at', 'title', '-title', 'expires_at', '-expires_at'] as const;
export type VacancyListSort = (typeof VACANCY_LIST_SORTS)[number];

/** A page of the vacancies a manager may see, in the app's terms; every field is optional. */
export type VacancyListQuery = {
  /** Part of the title, case-insensitive. */
  title?: string;
  status?: VacancyStatus;
  /** Several statuses at once (`filter[status_in]`); ignored when `status` is set. */
  statuses?: readonly VacancyStatus[];
  vacancyType?: VacancyType;
  /** Only this organisation's vacancies. */
  organizationId?: string;
  sort?: VacancyListSort;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
  /** Asks for each vacancy's organisation (`include=organization`). */
  withOrganization?: boolean;
};

export type VacancyListResult = { vacancies: Vacancy[]; total: number };

/** A vacancy as its management pages show it: organisation, categories and age groups included. */
export type ManagedVacancy = Omit<Vacancy, 'categories' | 'ageGroups'> & {
  categories: VacancyCategory[];
  ageGroups: AgeGroup[];
};

/**
 * What a manager writes (docs/api.md): every field optional on update; `status`
 * publishes (the API then checks the required fields) or keeps a draft.
 */
export type VacancyAttributes = Partial<
  Pick<
    Vacancy,
    | 'title'
    | 'description'
    | 'status'
    | 'vacancyType'
    | 'contactPerson'
    | 'contactEmail'
    | 'contactPhone'
    | 'contactPhoneVisible'
    | 'categoryIds'
    | 'ageGroupIds'
    | 'place'
    | 'imageUrl'
    | 'hoursPerWeek'
    | 'expiresAt'
    | 'startsAt'
    | 'endsAt'
    | 'frequency'
    | 'recurrenceRule'
    | 'organizationId'
  >
>;

/** One entry of a bulk edit: the vacancy and what changes for it. */
export type VacancyBulkChange = {
  id: string;
  status?: VacancyStatus;
  expiresAt?: string | null;
  categoryIds?: string[];
};

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

// A to-many relationship arrives as a list, or wrapped in `{ data }` when kitsu-core leaves it so.
const listOf = <T>(value: { data: T[] } | T[] | undefined): T[] => (Array.isArray(value) ? value : (value?.data ?? []));

/** The query parameters of `GET /vacancies` for a list query. */
export function toVacancyListParams(query: VacancyListQuery): QueryParams {
  const statuses = query.status ? undefined : query.statuses;
  return {
    'filter[title_cont]': blankToUndefined(query.title),
    'filter[status_eq]': query.status,
    'filter[status_in]': statuses && statuses.length > 0 ? statuses.join(',') : undefined,
    'filter[vacancy_type_eq]': query.vacancyType,
    'filter[organization_id_eq]': query.organizationId,
    sort: query.sort,
    'page[number]': query.page,
    'page[size]': query.pageSize,
    include: query.withOrganization ? 'organization' : undefined,
  };
}

/** Vacancies the signed-in manager may see (their organisation's, their centre's or the tenant's). */
export async function fetchManagedVacancies(client: ApiClient, query: VacancyListQuery, signal?: AbortSignal): Promise<VacancyListResult> {
  const { data, meta } = await client.read<Vacancy[]>('/api/v1/vacancies', { query: toVacancyListParams(query), signal });
  return { vacancies: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getManagedVacanciesQueryOptions(client: ApiClient, query: VacancyListQuery) {
  return queryOptions({
    queryKey: vacancyKeys.list(query),
    queryFn: ({ signal }) => fetchManagedVacancies(client, query, signal),
    staleTime: 15_000,
  });
}

/** One vacancy with its organisation, categories and age groups; 404 when out of the user's sight. */
export async function fetchManagedVacancy(client: ApiClient, id: string, signal?: AbortSignal): Promise<ManagedVacancy> {
  const { data } = await client.read<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, {
    query: { include: 'organization,categories,age_groups' },
    signal,
  });
  return { ...data, categories: listOf(data.categories), ageGroups: listOf(data.ageGroups) };
}

export function getManagedVacancyQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...vacancyKeys.detail(id), 'manage'] as const,
    queryFn: ({ signal }) => fetchManagedVacancy(client, id, signal),
    staleTime: 15_000,
  });
}

export async function createVacancy(client: ApiClient, attributes: VacancyAttributes): Promise<Vacancy> {
  return (await client.write<Vacancy>('POST', '/api/v1/vacancies', { type: 'vacancies', attributes })).data;
}

export async function updateVacancy(client: ApiClient, id: string, attributes: VacancyAttributes): Promise<Vacancy> {
  const path = `/api/v1/vacancies/${encodeURIComponent(id)}`;
  return (await client.write<Vacancy>('PATCH', path, { type: 'vacancies', id, attributes })).data;
}

/** The status actions without a body (`PUT /vacancies/{id}/archive|restore`). */
export async function changeVacancyStatus(client: ApiClient, id: string, action: 'archive' | 'restore'): Promise<Vacancy> {
  const answer = await client.requestJson<unknown>('PUT', `/api/v1/vacancies/${encodeURIComponent(id)}/${action}`);
  return deserialiseDocument<Vacancy>(answer).data;
}

/** Soft-deletes a vacancy; every later read of it is a 404. */
export async function deleteVacancy(client: ApiClient, id: string): Promise<void> {
  await client.remove(`/api/v1/vacancies/${encodeURIComponent(id)}`);
}

/**
 * `PATCH /vacancies/bulk`: all changes or none. A 422 carries one error per
 * problem with the pointer `/data/{index}/attributes/{field}`, the index being
 * the change's position in `changes`.
 */
export async function bulkUpdateVacancies(client: ApiClient, changes: readonly VacancyBulkChange[]): Promise<Vacancy[]> {
  const data = changes.map(({ id, ...attributes }) => ({ type: 'vacancies', id, attributes }));
  const answer = await client.requestJson<unknown>('PATCH', '/api/v1/vacancies/bulk', { body: { data } });
  return deserialiseDocument<Vacancy[]>(answer).data ?? [];
}

/** After any change: every vacancy list and detail, and the dashboard's counts, are stale. */
function useInvalidateVacancies() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vacancyKeys.all }),
      queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
    ]);
}

/** Creates a vacancy; the form shows failures next to its fields. */
export function useCreateVacancy() {
  const client = useApiClient();
  const invalidate = useInvalidateVacancies();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (attributes: VacancyAttributes) => createVacancy(client, attributes),
    onSuccess: invalidate,
  });
}

/** Updates a vacancy (its fields, or only its status to publish it). */
export function useUpdateVacancy({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateVacancies();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, attributes }: { id: string; attributes: VacancyAttributes }) => updateVacancy(client, id, attributes),
    onSuccess: invalidate,
  });
}

/** Options of the mutations whose caller may show failures itself. */
export type InlineErrorOptions = {
  /** The caller shows a failure (a form, its own toast); otherwise it becomes the app's error toast. */
  showsErrorInline?: boolean;
};

/** Archives or restores a vacancy. */
export function useChangeVacancyStatus({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateVacancies();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, action }: { id: string; action: 'archive' | 'restore' }) => changeVacancyStatus(client, id, action),
    onSuccess: invalidate,
  });
}

export function useDeleteVacancy({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (id: string) => deleteVacancy(client, id),
    onSuccess: (_result, id) => {
      // The deleted vacancy's own queries would only answer 404 now.
      queryClient.removeQueries({ queryKey: vacancyKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: vacancyKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]);
    },
  });
}

/** The bulk edit; its page lists the API's per-vacancy errors itself. */
export function useBulkUpdateVacancies() {
  const client = useApiClient();
  const invalidate = useInvalidateVacancies();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (changes: readonly VacancyBulkChange[]) => bulkUpdateVacancies(client, changes),
    onSuccess: invalidate,
  });
}
