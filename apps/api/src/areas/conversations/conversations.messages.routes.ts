import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { conversationReadSchema, messageCreateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { listConversationMessages, markConversationRead, MESSAGE_PAGE_SIZE, sendMessage } from './conversations.messages';
import { serializeConversation, serializeMessage } from './conversations.serializer';

const tags = ['conversations'];

type IdParams = { Params: { id: string } };
type MessagesQuery = { Params: { id: string }; Querystring: Record<string, unknown> };

const messageRules: ListQueryRules = { extra: ['page[before]', 'page[after]'], pageSize: MESSAGE_PAGE_SIZE };

/**
 * A conversation's messages, for those who take part in it: reading them a
 * page at a time, sending one (which mails the others later, so it counts
 * against the "mails others" limits) and marking them read.
 */
export async function conversationMessagesRoutes(app: FastifyInstance) {
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
