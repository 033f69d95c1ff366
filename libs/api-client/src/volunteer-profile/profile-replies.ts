import type { profileReplyAttributes } from '@platform/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { conversationKeys } from '../conversations/conversations';
import { pageCountOf } from './volunteer-profile';

/** A reply of an organisation to a profile (docs/api.md, "Volunteer pool"). */
export type ProfileReply = v.InferOutput<typeof profileReplyAttributes> & {
  id: string;
  type: 'volunteer_profile_replies';
};

/** One page of the replies a volunteer received, newest first. */
export type ProfileReplyPage = { replies: ProfileReply[]; total: number; pageCount: number };

const PATH = '/api/v1/volunteer_profile_replies';

export const profileReplyKeys = {
  all: ['profile-replies'] as const,
  received: (page: number) => [...profileReplyKeys.all, 'received', page] as const,
};

/** The replies the signed-in volunteer received, one page (1-based) at a time. */
export function getReceivedProfileRepliesQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: profileReplyKeys.received(page),
    queryFn: async ({ signal }): Promise<ProfileReplyPage> => {
      const { data, meta } = await client.read<ProfileReply[]>(PATH, {
        query: { 'filter[received]': 'true', 'page[number]': page > 1 ? page : undefined },
        signal,
      });
      const total = typeof meta['total'] === 'number' ? meta['total'] : 0;
      return { replies: data ?? [], total, pageCount: pageCountOf(meta, total) };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Accepts or declines a reply; accepting answers the reply with the
 * conversation (and application) it started.
 */
export function useAnswerProfileReply() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async ({ id, status }: { id: string; status: 'accepted' | 'declined' }) =>
      (
        await client.write<ProfileReply>('PATCH', `${PATH}/${id}`, {
          type: 'volunteer_profile_replies',
          id,
          attributes: { status },
        })
      ).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileReplyKeys.all }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
      ]);
    },
  });
}
