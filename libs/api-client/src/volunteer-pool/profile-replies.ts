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
 * Why the API refused a reply, for the app to word it: too soon after the
 * last one to this volunteer (with the day it may reply again), the
 * organisation's daily cap, or its replies stopped by staff.
 */
export type ProfileReplyRefusal =
  { kind: 'too_soon'; canReplyFrom: string | null } | { kind: 'daily_limit' } | { kind: 'stopped' };

const REFUSAL_KINDS: Record<string, ProfileReplyRefusal['kind']> = {
  reply_too_soon: 'too_soon',
  reply_daily_limit: 'daily_limit',
  daily_limit: 'daily_limit',
  replies_stopped: 'stopped',
};

/** The refusal an error from {@link createProfileReply} stands for, by its code or `meta.reason`; null for any other failure. */
export function profileReplyRefusal(error: unknown): ProfileReplyRefusal | null {
  if (!isApiError(error)) return null;
  for (const entry of error.errors) {
    const reason = typeof entry.meta?.['reason'] === 'string' ? entry.meta['reason'] : undefined;
    const kind = [reason, entry.code?.toLowerCase()]
      .map((name) => (name ? REFUSAL_KINDS[name] : undefined))
      .find(Boolean);
    if (kind === 'too_soon') {
      const from = entry.meta?.['can_reply_from'] ?? entry.meta?.['canReplyFrom'];
      return { kind, canReplyFrom: typeof from === 'string' ? from : null };
    }
    if (kind) return { kind };
  }
  return null;
}
