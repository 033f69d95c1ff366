import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { conversationCreateSchema, conversationReadSchema, messageCreateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializeConversation, serializeMessage } from './conversations.serializer';
import {
  getConversation,
  listConversationMessages,
  listMyConversations,
  markConversationRead,
  MESSAGE_PAGE_SIZE,
  sendMessage,
  startConversation,
} from './conversations.service';

const tags = ['conversations'];

type IdParams = { Params: { id: string } };
type MessagesQuery = { Params: { id: string }; Querystring: Record<string, unknown> };

const listRules: ListQueryRules = { filters: ['q', 'unread', 'application_id', 'vacancy_id', 'participant_id'] };
const messageRules: ListQueryRules = { extra: ['page[before]', 'page[after]'], pageSize: MESSAGE_PAGE_SIZE };

/**
 * Conversations (issue 17): the caller's own, with their messages. Starting
 * one and sending a message make the platform mail the other participants
 * later (when they leave it unread), so both count against the "mails
 * others" limits.
 */
export async function conversationsRoutes(app: FastifyInstance) {
  app.get(
    '/conversations',
{
      schema: describeRoute({
        tags,
        summary: 'Your conversations, newest activity first, each with unread_count (meta.unread_count: how many have unread messages); filter[q], filter[unread], filter[application_id] and filter[vacancy_id] (comma lists), filter[participant_id]',
        query: listRules,
        response: { 200: { document: 'many', type: 'conversations' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listRules);
      const { conversations, total, unreadConversations } = await request.withContext((context) => listMyConversations(context, query));
      const { links, meta } = paginate(request.url, query.page, total);
      return reply.jsonApi(
        applySparseFieldsets({ data: conversations.map(serializeConversation), links, meta: { ...meta, unread_count: unreadConversations } }, query.fields),
      );
    },
  );

  app.post(
    '/conversations',
    {
      schema: describeRoute({
        tags,
        summary: 'Start a conversation: subject, the first message, the other party, optionally about an application or vacancy',
        query: {},
        body: { type: 'conversations', attributes: conversationCreateSchema },
        response: { 201: { document: 'one', type: 'conversations' } },
      }),
      config: { mailsOthers: true },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const conversation = await request.withContext((context) => startConversation(context, request.body));
      return reply.jsonApi(applySparseFieldsets({ data: serializeConversation(conversation) }, query.fields), 201);
    },
  );

  app.get<IdParams>('/conversations/:id', {
    schema: describeRoute({
      tags,
      summary: 'One of your conversations',
      params: byId,
      query: {},
      response: { 200: { document: 'one', type: 'conversations' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const conversation = await request.withContext((context) => getConversation(context, request.params.id));
    return reply.jsonApi(applySparseFieldsets({ data: serializeConversation(conversation) }, query.fields));
  });

  app.get<MessagesQuery>(
    '/conversations/:id/messages',
{
      schema: describeRoute({
        tags,
        summary: 'Messages of one of your conversations, oldest first: the newest page[size], or before page[before] / after page[after] (message numbers)',
        params: byId,
        query: messageRules,
        response: { 200: { document: 'many', type: 'conversation_messages' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, messageRules);
      const page = await request.withContext((context) =>
        listConversationMessages(context, request.params.id, query, { before: request.query['page[before]'], after: request.query['page[after]'] }),
      );
      const first = page.messages[0];
      return reply.jsonApi(
        applySparseFieldsets(
          {
            data: page.messages.map((message) => serializeMessage(message, app.config.secretKey)),
            meta: {
              message_count: page.conversation.messageCount,
              last_read_number: Math.min(page.conversation.lastReadNumber, page.conversation.messageCount),
              has_older: page.hasOlder,
            },
            links: {
              self: request.url,
              prev: page.hasOlder && first ? `/api/v1/conversations/${page.conversation.id}/messages?page[before]=${first.number}&page[size]=${query.page.size}` : null,
            },
          },
          query.fields,
        ),
      );
    },
  );

  app.post<IdParams>(
    '/conversations/:id/messages',
    {
      schema: describeRoute({
        tags,
        summary: 'Send a message in one of your conversations (body, attachment_ids)',
        params: byId,
        query: {},
        body: { type: 'conversation_messages', attributes: messageCreateSchema },
        response: { 201: { document: 'one', type: 'conversation_messages' } },
      }),
      config: { mailsOthers: true },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const message = await request.withContext((context) => sendMessage(context, request.params.id, request.body));
      return reply.jsonApi(applySparseFieldsets({ data: serializeMessage(message, app.config.secretKey) }, query.fields), 201);
    },
  );

  app.put<IdParams>(
    '/conversations/:id/read',
{
      schema: describeRoute({
        tags,
        summary: 'Mark one of your conversations read, up to a message (message_id) or its newest',
        params: byId,
        query: {},
        body: { type: 'conversation_reads', attributes: conversationReadSchema },
        response: { 200: { document: 'one', type: 'conversations' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const conversation = await request.withContext((context) => markConversationRead(context, request.params.id, request.body));
      return reply.jsonApi(applySparseFieldsets({ data: serializeConversation(conversation) }, query.fields));
    },
  );
}
