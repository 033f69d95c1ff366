import type {
  AvailabilitySlot,
  MatchReasonKind,
  OneToOneMatchCreateInput,
  OneToOneMatchStatus,
  OneToOneRequestCreateInput,
  OneToOneRequestStatus,
  OneToOneRequestUpdateInput,
  ProfileLanguage,
} from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

// One-to-one support (docs/api.md, "One-to-one support"): requests, mentors, suggestions and matches.

/** A request for a buddy, as its student or staff read it. */
export type OneToOneRequest = {
  id: string;
  type: 'one_to_one_requests';
  topic: string;
  description: string;
  categoryIds: string[];
  availability: AvailabilitySlot[];
  place: string | null;
  ageGroupId: string | null;
  status: OneToOneRequestStatus;
  minor: boolean;
  studentId: string;
  studentFirstName: string;
  /** Staff only. */
  studentLastName: string | null;
  studentEmail: string | null;
  matchId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Why a mentor suits a request. */
export type OneToOneReason = { kind: MatchReasonKind; values: string[]; km: number | null };

/** A mentor of the centre (staff only); `match` and `distanceKm` only among a request's suggestions. */
export type OneToOneMentor = {
  id: string;
  type: 'one_to_one_mentors';
  firstName: string;
  lastName: string | null;
  email: string;
  introduction: string;
  categoryIds: string[];
  languages: ProfileLanguage[];
  availability: AvailabilitySlot[];
  place: string | null;
  travelDistanceKm: number | null;
  activeMatches: number;
  distanceKm: number | null;
  match: { score: number; reasons: OneToOneReason[] } | null;
};

/** A match as its reader may see it (null where they may not). */
export type OneToOneMatch = {
  id: string;
  type: 'one_to_one_matches';
  requestId: string;
  topic: string;
  description: string | null;
  availability: AvailabilitySlot[];
  place: string | null;
  ageGroupId: string | null;
  minor: boolean;
  studentId: string;
  studentFirstName: string;
  studentLastName: string | null;
  studentEmail: string | null;
  mentorId: string;
  mentorFirstName: string;
  mentorLastName: string | null;
  mentorEmail: string | null;
  conversationId: string | null;
  status: OneToOneMatchStatus;
  endReason: string | null;
  endedAt: string | null;
  createdAt: string;
};

export const oneToOneKeys = {
  all: ['one-to-one'] as const,
  requests: (status?: OneToOneRequestStatus) =>
    [...oneToOneKeys.all, 'requests', status ?? 'all'] as const,
  mentors: () => [...oneToOneKeys.all, 'mentors'] as const,
  suggestions: (requestId: string) => [...oneToOneKeys.all, 'suggestions', requestId] as const,
  matches: (status?: OneToOneMatchStatus) =>
    [...oneToOneKeys.all, 'matches', status ?? 'all'] as const,
};

/** Lists are short (a centre's open requests and mentors); one large page holds them. */
const PAGE = { 'page[size]': 200 };

export async function fetchOneToOneRequests(
  client: ApiClient,
  status?: OneToOneRequestStatus,
  signal?: AbortSignal,
): Promise<OneToOneRequest[]> {
  const query = status ? { ...PAGE, 'filter[status]': status } : PAGE;
  return (
    (await client.read<OneToOneRequest[]>('/api/v1/one_to_one_requests', { query, signal })).data ??
    []
  );
}

export async function fetchOneToOneMentors(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OneToOneMentor[]> {
  return (await client.read<OneToOneMentor[]>('/api/v1/one_to_one_mentors', { signal })).data ?? [];
}

export async function fetchOneToOneSuggestions(
  client: ApiClient,
  requestId: string,
  signal?: AbortSignal,
): Promise<OneToOneMentor[]> {
  return (
    (
      await client.read<OneToOneMentor[]>(
        `/api/v1/one_to_one_requests/${encodeURIComponent(requestId)}/suggestions`,
        { signal },
      )
    ).data ?? []
  );
}

export async function fetchOneToOneMatches(
  client: ApiClient,
  status?: OneToOneMatchStatus,
  signal?: AbortSignal,
): Promise<OneToOneMatch[]> {
  const query = status ? { ...PAGE, 'filter[status]': status } : PAGE;
  return (
    (await client.read<OneToOneMatch[]>('/api/v1/one_to_one_matches', { query, signal })).data ?? []
  );
}

export const getOneToOneRequestsQueryOptions = (
  client: ApiClient,
  status?: OneToOneRequestStatus,
) =>
  queryOptions({
    queryKey: oneToOneKeys.requests(status),
    queryFn: ({ signal }) => fetchOneToOneRequests(client, status, signal),
  });

/** The centre's open requests (staff), what the board matches. */
export const getOpenOneToOneRequestsQueryOptions = (client: ApiClient) =>
  getOneToOneRequestsQueryOptions(client, 'open');

/** The centre's active matches (staff), or the reader's own. */
export const getActiveOneToOneMatchesQueryOptions = (client: ApiClient) =>
  getOneToOneMatchesQueryOptions(client, 'active');

export const getOneToOneMentorsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: oneToOneKeys.mentors(),
    queryFn: ({ signal }) => fetchOneToOneMentors(client, signal),
  });

export const getOneToOneSuggestionsQueryOptions = (client: ApiClient, requestId: string) =>
  queryOptions({
    queryKey: oneToOneKeys.suggestions(requestId),
    queryFn: ({ signal }) => fetchOneToOneSuggestions(client, requestId, signal),
  });

export const getOneToOneMatchesQueryOptions = (client: ApiClient, status?: OneToOneMatchStatus) =>
  queryOptions({
    queryKey: oneToOneKeys.matches(status),
    queryFn: ({ signal }) => fetchOneToOneMatches(client, status, signal),
  });

/** Every one-to-one list is stale after any change: a match moves a request, a mentor's load and the matches. */
function useInvalidateOneToOne() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: oneToOneKeys.all });
}

/** A student asks for a buddy; the form shows failures itself. */
export function useCreateOneToOneRequest() {
  const client = useApiClient();
  const invalidate = useInvalidateOneToOne();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async (attributes: OneToOneRequestCreateInput) =>
      (
        await client.write<OneToOneRequest>('POST', '/api/v1/one_to_one_requests', {
          type: 'one_to_one_requests',
          attributes,
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** Changes or closes a request. */
export function useUpdateOneToOneRequest() {
  const client = useApiClient();
  const invalidate = useInvalidateOneToOne();
  return useMutation({
    mutationFn: async ({ id, ...attributes }: OneToOneRequestUpdateInput & { id: string }) =>
      (
        await client.write<OneToOneRequest>(
          'PATCH',
          `/api/v1/one_to_one_requests/${encodeURIComponent(id)}`,
          { type: 'one_to_one_requests', id, attributes },
        )
      ).data,
    onSuccess: invalidate,
  });
}

/** Withdraws a request (its student) or closes a stale one (staff). */
export function useCloseOneToOneRequest() {
  const update = useUpdateOneToOneRequest();
  return { ...update, mutateAsync: (id: string) => update.mutateAsync({ id, status: 'closed' }) };
}

/** Staff match a request with a mentor. */
export function useCreateOneToOneMatch() {
  const client = useApiClient();
  const invalidate = useInvalidateOneToOne();
  return useMutation({
    mutationFn: async (attributes: OneToOneMatchCreateInput) =>
      (
        await client.write<OneToOneMatch>('POST', '/api/v1/one_to_one_matches', {
          type: 'one_to_one_matches',
          attributes,
        })
      ).data,
    onSuccess: invalidate,
  });
}

/** Ends a match with a reason (staff or either side); the dialog shows failures itself. */
export function useEndOneToOneMatch() {
  const client = useApiClient();
  const invalidate = useInvalidateOneToOne();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await client.write<OneToOneMatch>(
          'POST',
          `/api/v1/one_to_one_matches/${encodeURIComponent(id)}/end`,
          { type: 'one_to_one_matches', attributes: { reason } },
        )
      ).data,
    onSuccess: invalidate,
  });
}
