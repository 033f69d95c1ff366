import type { ProfileReplyCreateInput, ProfileReplyStatus } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import { isApiError } from '../api-error';
import type { ApiClient } from '../client';
import type { QueryParams } from '../json-api';
import type { InlineErrorOptions } from '../vacancies/manage-vacancies';
import type { ProfileReply } from '../volunteer-profile/profile-replies';
import { volunteerPoolKeys } from './pool-keys';

/** A page of replies: an organisation's own, or (staff) the centre's, optionally of one organisation. */
export type ProfileReplyListQuery = {
  organizationId?: string;
  status?: ProfileReplyStatus;
  /** 1-based page number. */
  page?: number;
};

export type ProfileReplyListResult = { replies: ProfileReply[]; total: number };

/** The query string of `GET /api/v1/volunteer_profile_replies`, newest first. */
export function toProfileReplyListParams(query: ProfileReplyListQuery): QueryParams {
  return {
    'filter[organization_id]': query.organizationId,
    'filter[status]': query.status,
    'page[number]': query.page && query.page > 1 ? query.page : undefined,
  };
}

export async function fetchProfileReplies(
  client: ApiClient,
  query: ProfileReplyListQuery,
  signal?: AbortSignal,
): Promise<ProfileReplyListResult> {
  const { data, meta } = await client.read<ProfileReply[]>('/api/v1/volunteer_profile_replies', {
    query: toProfileReplyListParams(query),
    signal,
  });
  return { replies: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getProfileRepliesQueryOptions(client: ApiClient, query: ProfileReplyListQuery) {
  return queryOptions({
    queryKey: volunteerPoolKeys.replyList(query),
    queryFn: ({ signal }) => fetchProfileReplies(client, query, signal),
    staleTime: 15_000,
  });
}

/** `POST /volunteer_profile_replies`: the organisation's words to a profile, optionally naming one of its vacancies. */
export async function createProfileReply(
  client: ApiClient,
  input: ProfileReplyCreateInput,
): Promise<ProfileReply> {
  const { data } = await client.write<ProfileReply>('POST', '/api/v1/volunteer_profile_replies', {
    type: 'volunteer_profile_replies',
    attributes: { ...input },
  });
  return data;
}

/** Sends a reply; the search (when the organisation may reply again) and the reply lists refresh. */
export function useCreateProfileReply({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (input: ProfileReplyCreateInput) => createProfileReply(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerPoolKeys.all }),
  });
}

/** Staff take a reply back as abuse (`POST /volunteer_profile_replies/{id}/stop`), with the reason the organisation reads. */
export async function stopProfileReply(
  client: ApiClient,
  id: string,
  reason: string,
): Promise<ProfileReply> {
  const { data } = await client.write<ProfileReply>(
    'POST',
    `/api/v1/volunteer_profile_replies/${encodeURIComponent(id)}/stop`,
    {
      type: 'volunteer_profile_replies',
      id,
      attributes: { reason },
    },
  );
  return data;
}

export function useStopProfileReply({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      stopProfileReply(client, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteerPoolKeys.replies() }),
  });
}

/**
 * Why the API refused a reply, for the app to word it (docs/api.md): too
 * soon after the last one to this volunteer (with when it may reply again),
 * the organisation's daily cap, or its replies stopped by staff (with their
 * reason).
 */
export type ProfileReplyRefusal =
  | { kind: 'too_soon'; allowedFrom: string | null }
  | { kind: 'daily_limit' }
  | { kind: 'stopped'; reason: string | null };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The refusal an error from {@link createProfileReply} stands for, by its `meta.reason`; null for any other failure. */
export function profileReplyRefusal(error: unknown): ProfileReplyRefusal | null {
  if (!isApiError(error)) return null;
  for (const { meta } of error.errors) {
    switch (meta?.['reason']) {
      case 'reply_too_soon':
        return { kind: 'too_soon', allowedFrom: text(meta['allowed_from']) };
      case 'daily_limit':
        return { kind: 'daily_limit' };
      case 'replies_stopped':
        return { kind: 'stopped', reason: text(meta['stop_reason']) };
    }
  }
  return null;
}
