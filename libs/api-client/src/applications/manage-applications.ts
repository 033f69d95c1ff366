import type { ApplicationStatus } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument, type QueryParams } from '../json-api';
import type { InlineErrorOptions } from '../vacancies/manage-vacancies';
import { applicationKeys, type Application } from './application';

/** The orders `GET /applications` knows; a leading `-` sorts descending. */
export const APPLICATION_LIST_SORTS = ['-created_at', 'created_at', 'status', '-status'] as const;
export type ApplicationListSort = (typeof APPLICATION_LIST_SORTS)[number];

/** A page of applications, in the app's terms; every field is optional. */
export type ApplicationListQuery = {
  vacancyId?: string;
  status?: ApplicationStatus;
  /** Only the signed-in user's own applications, whatever their role. */
  own?: boolean;
  /** ISO dates (yyyy-mm-dd), both inclusive: applications received in this range. */
  receivedFrom?: string;
  receivedUntil?: string;
  sort?: ApplicationListSort;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
};

export type ApplicationListResult = { applications: Application[]; total: number };

/** The decisions staff take on an application (docs/api.md). */
export type ApplicationDecision = 'review' | 'accept' | 'reject';

/** The query parameters of `GET /applications` for a list query. */
export function toApplicationListParams(query: ApplicationListQuery): QueryParams {
  return {
    'filter[vacancy_id_eq]': query.vacancyId,
    'filter[status_eq]': query.status,
    'filter[own]': query.own ? 'true' : undefined,
    'filter[created_at_gteq]': query.receivedFrom,
    'filter[created_at_lteq]': query.receivedUntil,
    sort: query.sort,
    'page[number]': query.page,
    'page[size]': query.pageSize,
    include: 'vacancy',
  };
}

/** Applications the signed-in user may see: staff and organisation managers theirs to handle, volunteers their own. */
export async function fetchApplications(client: ApiClient, query: ApplicationListQuery, signal?: AbortSignal): Promise<ApplicationListResult> {
  const { data, meta } = await client.read<Application[]>('/api/v1/applications', { query: toApplicationListParams(query), signal });
  return { applications: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getApplicationsQueryOptions(client: ApiClient, query: ApplicationListQuery) {
  return queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => fetchApplications(client, query, signal),
    staleTime: 15_000,
  });
}

export async function fetchApplication(client: ApiClient, id: string, signal?: AbortSignal): Promise<Application> {
  const { data } = await client.read<Application>(`/api/v1/applications/${encodeURIComponent(id)}`, {
    query: { include: 'vacancy' },
    signal,
  });
  return data;
}

export function getApplicationQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => fetchApplication(client, id, signal),
    staleTime: 15_000,
  });
}

/**
 * `POST /applications/{id}/review|accept|reject`; a rejection may carry a
 * reason, which the applicant's mail quotes. A step the current state does
 * not allow is a 409 `INVALID_TRANSITION`.
 */
export async function decideApplication(
  client: ApiClient,
  id: string,
  decision: ApplicationDecision,
  reason?: string,
): Promise<Application> {
  const body =
    decision === 'reject' && reason?.trim() ? { data: { type: 'applications', id, attributes: { reason: reason.trim() } } } : undefined;
  const answer = await client.requestJson<unknown>('POST', `/api/v1/applications/${encodeURIComponent(id)}/${decision}`, { body });
  return deserialiseDocument<Application>(answer).data;
}

/** Reviews, accepts or rejects an application; lists, the detail and the dashboard's counts refresh. */
export function useDecideApplication({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, decision, reason }: { id: string; decision: ApplicationDecision; reason?: string }) =>
      decideApplication(client, id, decision, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]),
  });
}
