import type { ConversationListQuery } from '@platform/api-client';
import { optionalParam, pageParam, textParam } from '@platform/ui';
import * as v from 'valibot';

/** Conversations per page of the list. */
export const CONVERSATION_PAGE_SIZE = 25;
/** Longest words a list search keeps. */
export const CONVERSATION_WORDS_MAX = 255;

/** The list's search and page in the URL (both apps' `validateSearch`): `?q=vog&unread=true&page=2`. */
export const conversationListSearchSchema = v.object({
  q: optionalParam(textParam(CONVERSATION_WORDS_MAX)),
  unread: optionalParam(v.literal(true)),
  page: optionalParam(pageParam),
});

export type ConversationListSearch = v.InferOutput<typeof conversationListSearchSchema>;

/** The API list for the URL: newest activity first, by words, unread ones only when asked. */
export function toConversationListQuery(search: ConversationListSearch): ConversationListQuery {
  return {
    q: search.q,
    unreadOnly: search.unread === true,
    page: search.page ?? 1,
    pageSize: CONVERSATION_PAGE_SIZE,
  };
}
