import type { FastifyInstance } from 'fastify';
import {
  oneToOneMatchCreateSchema,
  oneToOneMatchEndSchema,
  oneToOneRequestCreateSchema,
  oneToOneRequestUpdateSchema,
} from '@platform/contracts';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { createOneToOneMatch, endOneToOneMatch, listOneToOneMatches } from './one-to-one.matches';
import {
  createOneToOneRequest,
  listOneToOneMentors,
  listOneToOneRequests,
  suggestMentors,
  updateOneToOneRequest,
} from './one-to-one.requests';
import { serializeMatch, serializeMentor, serializeRequest } from './one-to-one.serializer';

const tags = ['one-to-one support'];
type IdParams = { Params: { id: string } };
const listRules: ListQueryRules = { filters: ['status'] };

/** One-to-one support (issue 28): students' requests, the centre's mentors, and the matches staff make. 404 where peer-to-peer is off. */
export async function oneToOneRoutes(app: FastifyInstance) {
  app.get('/one_to_one_requests', {
    schema: describeRoute({
      tags,
      summary: "A student's own requests, or (staff) the centre's",
      query: listRules,
      response: { 200: { document: 'many', type: 'one_to_one_requests' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { views, total, reader } = await request.withContext((context) => listOneToOneRequests(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ data: views.map((view) => serializeRequest(view, reader)), links, meta }, query.fields));
  });

  app.post('/one_to_one_requests', {
    schema: describeRoute({
      tags,
      summary: 'Ask for a buddy (student)',
      query: {},
      body: { type: 'one_to_one_requests', attributes: oneToOneRequestCreateSchema },
      response: { 201: { document: 'one', type: 'one_to_one_requests' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const view = await request.withContext((context) => createOneToOneRequest(context, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializeRequest(view, 'student') }, query.fields), 201);
  });

  app.patch<IdParams>('/one_to_one_requests/:id', {
    schema: describeRoute({
      tags,
      summary: 'Change or close an open request (its student; staff may close it)',
      params: byId,
      query: {},
      body: { type: 'one_to_one_requests', attributes: oneToOneRequestUpdateSchema },
      response: { 200: { document: 'one', type: 'one_to_one_requests' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { view, reader } = await request.withContext((context) => updateOneToOneRequest(context, request.params.id, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializeRequest(view, reader) }, query.fields));
  });

  app.get<IdParams>('/one_to_one_requests/:id/suggestions', {
    schema: describeRoute({
      tags,
      summary: 'The mentors who suit a request best, with why (staff)',
      params: byId,
      query: {},
      response: { 200: { document: 'many', type: 'one_to_one_mentors' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const views = await request.withContext((context) => suggestMentors(context, request.params.id));
    const data = views.map(({ mentor, activeMatches, suitability }) => serializeMentor(mentor, activeMatches, suitability));
    return reply.jsonApi(applySparseFieldsets({ data, meta: { total: data.length } }, query.fields));
  });

  app.get('/one_to_one_mentors', {
    schema: describeRoute({
      tags,
      summary: "The centre's mentors who offer one-to-one support (staff)",
      query: {},
      response: { 200: { document: 'many', type: 'one_to_one_mentors' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const views = await request.withContext((context) => listOneToOneMentors(context));
    const data = views.map(({ mentor, activeMatches }) => serializeMentor(mentor, activeMatches));
    return reply.jsonApi(applySparseFieldsets({ data, meta: { total: data.length } }, query.fields));
  });

  app.get('/one_to_one_matches', {
    schema: describeRoute({
      tags,
      summary: "The centre's matches (staff), or a mentor's or student's own",
      query: listRules,
      response: { 200: { document: 'many', type: 'one_to_one_matches' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { views, total, reader } = await request.withContext((context) => listOneToOneMatches(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ data: views.map((view) => serializeMatch(view, reader(view))), links, meta }, query.fields));
  });

  // Both routes mail the people of the match, so they count against the "mails others" limits.
  app.post('/one_to_one_matches', {
    config: { mailsOthers: true },
    schema: describeRoute({
      tags,
      summary: 'Match an open request with a mentor (staff): both are told and get a conversation',
      query: {},
      body: { type: 'one_to_one_matches', attributes: oneToOneMatchCreateSchema },
      response: { 201: { document: 'one', type: 'one_to_one_matches' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const view = await request.withContext((context) => createOneToOneMatch(context, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializeMatch(view, 'staff') }, query.fields), 201);
  });

  app.post<IdParams>('/one_to_one_matches/:id/end', {
    config: { mailsOthers: true },
    schema: describeRoute({
      tags,
      summary: 'End a match with a reason (staff, the mentor or the student)',
      params: byId,
      query: {},
      body: { type: 'one_to_one_matches', attributes: oneToOneMatchEndSchema },
      response: { 200: { document: 'one', type: 'one_to_one_matches' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { view, reader } = await request.withContext((context) => endOneToOneMatch(context, request.params.id, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializeMatch(view, reader) }, query.fields));
  });
}
