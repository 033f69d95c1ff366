import type { FastifyInstance } from 'fastify';
import {
  poolStopSchema,
  profileReplyAnswerSchema,
  profileReplyCreateSchema,
} from '@platform/contracts';
import {
  applySparseFieldsets,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { listHandler } from '../../platform/http/list-handler';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { answerReply, stopReply } from './volunteer-pool.replies.answer';
import { serializeReply } from './volunteer-pool.replies.serializer';
import { createReply, getReply, listVisibleReplies } from './volunteer-pool.replies.service';

const tags = ['volunteer pool'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = { filters: ['organization_id', 'status', 'received'] };

/**
 * Replies of organisations to volunteers' profiles (issue 28, docs/api.md
 * "Replies to volunteer profiles"). Sending one mails the volunteer and
 * answering one mails the organisation, so both count against the "mails
 * others" limits.
 */
export async function volunteerProfileRepliesRoutes(app: FastifyInstance) {
  app.get(
    '/volunteer_profile_replies',
    {
      schema: describeRoute({
        tags,
        summary:
          'Replies you see, newest first: to your own profile, sent by your organisations, or (staff) all of the centre; filter[organization_id], filter[status], filter[received]=true (only those to your own profile)',
        query: listRules,
        response: { 200: { document: 'many', type: 'volunteer_profile_replies' } },
      }),
    },
    listHandler(listRules, listVisibleReplies, serializeReply),
  );

  app.post(
    '/volunteer_profile_replies',
    {
      schema: describeRoute({
        tags,
        summary:
          'Reply to a profile in the pool for the organisation you act for, optionally about one of its published vacancies (one per volunteer per 30 days, 20 a day)',
        query: {},
        body: { type: 'volunteer_profile_replies', attributes: profileReplyCreateSchema },
        response: { 201: { document: 'one', type: 'volunteer_profile_replies' } },
      }),
      config: { mailsOthers: true },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const created = await request.withContext((context) => createReply(context, request.body));
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeReply(created) }, query.fields),
        201,
      );
    },
  );

  app.get<IdParams>(
    '/volunteer_profile_replies/:id',
    {
      schema: describeRoute({
        tags,
        summary: 'One reply you see',
        params: byId,
        query: {},
        response: { 200: { document: 'one', type: 'volunteer_profile_replies' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const found = await request.withContext((context) => getReply(context, request.params.id));
      return reply.jsonApi(applySparseFieldsets({ data: serializeReply(found) }, query.fields));
    },
  );

  app.patch<IdParams>(
    '/volunteer_profile_replies/:id',
    {
      schema: describeRoute({
        tags,
        summary:
          'Accept or decline a reply to your profile, once; accepting starts a conversation (and an application when it names an open vacancy)',
        params: byId,
        query: {},
        body: { type: 'volunteer_profile_replies', attributes: profileReplyAnswerSchema },
        response: { 200: { document: 'one', type: 'volunteer_profile_replies' } },
      }),
      config: { mailsOthers: true },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const answered = await request.withContext((context) =>
        answerReply(context, request.params.id, request.body),
      );
      return reply.jsonApi(applySparseFieldsets({ data: serializeReply(answered) }, query.fields));
    },
  );

  app.post<IdParams>(
    '/volunteer_profile_replies/:id/stop',
    {
      schema: describeRoute({
        tags,
        summary: 'Stop a reply as abuse, with a reason (staff): the volunteer no longer sees it',
        params: byId,
        query: {},
        body: { type: 'volunteer_profile_replies', attributes: poolStopSchema },
        response: { 200: { document: 'one', type: 'volunteer_profile_replies' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const stopped = await request.withContext((context) =>
        stopReply(context, request.params.id, request.body),
      );
      return reply.jsonApi(applySparseFieldsets({ data: serializeReply(stopped) }, query.fields));
    },
  );
}
