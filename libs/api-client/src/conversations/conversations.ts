import type { ConversationAboutType, ConversationPartyType } from '@platform/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import { uploadFile, type Upload } from '../center-settings/center-settings';
import type { ApiClient } from '../client';
import { notificationKeys } from '../notifications/notifications';

/** Who takes part in a conversation: a person, an organisation (its members) or a centre (its staff). */
export type ConversationParticipant = {
  /** The participant's own id (messages name it as `participantId`). */
  id: string;
  type: ConversationPartyType;
  /** The user, organisation or centre. */
  partyId: string;
  name: string | null;
  /** Whether the signed-in user takes part through it (themself, their organisation, their centre). */
  isYours: boolean;
};

/** A conversation as one of its participants reads it (docs/api.md, "Conversations"). */
export type Conversation = {
  id: string;
  type: 'conversations';
  subject: string;
  aboutType: ConversationAboutType | null;
  applicationId: string | null;
  vacancyId: string | null;
  /** The title of the vacancy it is about (also for an application). */
  aboutTitle: string | null;
  participants: ConversationParticipant[];
  startedById: string | null;
  messageCount: number;
  /** The number of the last message the signed-in user has read. */
  lastReadNumber: number;
  unreadCount: number;
  lastMessageAt: string;
  lastMessage: {
    id: string;
    number: number;
    /** The start of its text, on one line. */
    preview: string;
    senderName: string | null;
    participantId: string | null;
    createdAt: string;
  } | null;
  createdAt: string;
};

/** A file a message carries; `url` is a signed link that works for an hour or two. */
export type MessageAttachment = {
  id: string;
  name: string | null;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  url: string;
};

export type ConversationMessage = {
  id: string;
  type: 'conversation_messages';
  conversationId: string;
  /** 1, 2, … in the conversation. */
  number: number;
  /** Plain text as written, line breaks kept. */
  body: string;
  senderId: string | null;
  /** `null` once the sender's account is gone. */
  senderName: string | null;
  /** The side the sender wrote for. */
  participantId: string | null;
  attachments: MessageAttachment[];
  createdAt: string;
};

/** What a list of conversations is asked for. */
export type ConversationListQuery = {
  /** Words in the subject or in any message. */
  q?: string;
  unreadOnly?: boolean;
  /** About any of these applications (at most `CONVERSATION_FILTER_IDS_MAX`). */
  applicationIds?: readonly string[];
  /** About any of these vacancies, directly or through an application to one. */
  vacancyIds?: readonly string[];
  /** A user, organisation or centre that takes part. */
  participantId?: string;
  page?: number;
  pageSize: number;
};

/** One page of messages, oldest first, and whether older ones exist. */
export type MessagePage = { messages: ConversationMessage[]; hasOlder: boolean; messageCount: number; lastReadNumber: number };

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (query: ConversationListQuery) => [...conversationKeys.lists(), query] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  messages: (id: string) => [...conversationKeys.all, 'messages', id] as const,
};

/** Messages read per page of a thread. */
export const MESSAGE_PAGE_SIZE = 50;

const conversationPath = (id: string) => `/api/v1/conversations/${encodeURIComponent(id)}`;

const numberFrom = (meta: Record<string, unknown>, name: string) => (typeof meta[name] === 'number' ? (meta[name] as number) : 0);

/** One page of the signed-in user's conversations, newest activity first, with how many of all theirs have unread messages. */
export async function fetchConversations(
  client: ApiClient,
  query: ConversationListQuery,
  signal?: AbortSignal,
): Promise<{ conversations: Conversation[]; total: number; unreadConversations: number }> {
  const { data, meta } = await client.read<Conversation[]>('/api/v1/conversations', {
    query: {
      'filter[q]': query.q || undefined,
      'filter[unread]': query.unreadOnly ? 'true' : undefined,
      'filter[application_id]': query.applicationIds?.join(','),
      'filter[vacancy_id]': query.vacancyIds?.join(','),
      'filter[participant_id]': query.participantId,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  return { conversations: data ?? [], total: numberFrom(meta, 'total'), unreadConversations: numberFrom(meta, 'unreadCount') };
}

export function getConversationsQueryOptions(client: ApiClient, query: ConversationListQuery) {
  return queryOptions({
    queryKey: conversationKeys.list(query),
    queryFn: ({ signal }) => fetchConversations(client, query, signal),
    staleTime: 10_000,
  });
}

export async function fetchConversation(client: ApiClient, id: string, signal?: AbortSignal): Promise<Conversation> {
  return (await client.read<Conversation>(conversationPath(id), { signal })).data;
}

export function getConversationQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: ({ signal }) => fetchConversation(client, id, signal),
    staleTime: 10_000,
  });
}

/** The newest messages of a conversation, or those before a message number. */
export async function fetchConversationMessages(
  client: ApiClient,
  id: string,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const { data, meta } = await client.read<ConversationMessage[]>(`${conversationPath(id)}/messages`, {
    query: { 'page[size]': MESSAGE_PAGE_SIZE, 'page[before]': before },
    signal,
  });
  return {
    messages: data ?? [],
    hasOlder: meta['hasOlder'] === true,
    messageCount: numberFrom(meta, 'messageCount'),
    lastReadNumber: numberFrom(meta, 'lastReadNumber'),
  };
}

/**
 * A thread's messages as pages: the first is the newest, each next one
 * older (`pages` reversed and flattened reads oldest first). Refetched
 * together when the conversation changes, so a page never goes stale alone.
 */
export function getConversationMessagesQueryOptions(client: ApiClient, id: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) => fetchConversationMessages(client, id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: MessagePage) => (page.hasOlder ? page.messages[0]?.number : undefined),
  });
}

/** Refreshes what one conversation shows: the lists, the conversation, its messages. */
export function invalidateConversation(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) }),
  ]);
}

/**
 * Starting a conversation (`POST /conversations`): its subject and first
 * message, with whom (`recipientType`, `recipientId`), and what about.
 */
export type StartConversationInput = {
  subject: string;
  body: string;
  recipientType: ConversationPartyType;
  recipientId?: string;
  applicationId?: string;
  vacancyId?: string;
  attachmentIds?: string[];
};

export async function startConversation(client: ApiClient, input: StartConversationInput): Promise<Conversation> {
  return (await client.write<Conversation>('POST', '/api/v1/conversations', { type: 'conversations', attributes: input })).data;
}

/** Starts a conversation; its fields' refusals are left to the form (`refusedAttributes`). */
export function useStartConversation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (input: StartConversationInput) => startConversation(client, input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detail(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

/** Uploads a message's file first (`POST /uploads`, purpose `attachment`: an image or a PDF). */
export function uploadAttachment(client: ApiClient, file: Blob): Promise<Upload> {
  return uploadFile(client, file, 'attachment');
}

export async function sendMessage(
  client: ApiClient,
  id: string,
  input: { body: string; attachmentIds?: string[] },
): Promise<ConversationMessage> {
  return (await client.write<ConversationMessage>('POST', `${conversationPath(id)}/messages`, { type: 'conversation_messages', attributes: input })).data;
}

/**
 * Sends a message with files: each file is uploaded first, then the message
 * names them. The thread and the lists refresh; refusals are left to the composer.
 */
export function useSendMessage(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: async ({ body, files = [] }: { body: string; files?: Blob[] }) => {
      const uploads: Upload[] = [];
      for (const file of files) uploads.push(await uploadAttachment(client, file));
      return sendMessage(client, id, { body, attachmentIds: uploads.map((upload) => upload.id) });
    },
    onSuccess: () => invalidateConversation(queryClient, id),
  });
}

/** Marks a conversation read up to its newest message (`PUT /conversations/{id}/read`). */
export async function markConversationRead(client: ApiClient, id: string): Promise<Conversation> {
  return (await client.write<Conversation>('PUT', `${conversationPath(id)}/read`, { type: 'conversation_reads', attributes: {} })).data;
}

/** Marks a conversation read; its unread count, the lists and the bell (its notification is read too) follow. */
export function useMarkConversationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markConversationRead(client, id),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKeys.detail(conversation.id), conversation);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]);
    },
  });
}
