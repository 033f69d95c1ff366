import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { conversationCreateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { conversationMessagesRoutes } from './conversations.messages.routes';
import { serializeConversation } from './conversations.serializer';
import { getConversation, listMyConversations } from './conversations.service';
import { startConversation } from './conversations.starting';

const tags = ['conversations'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = { filters: ['q', 'unread', 'application_id', 'vacancy_id', 'participant_id'] };

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

  // A conversation's messages and how far you read them.
  await app.register(conversationMessagesRoutes);
}
