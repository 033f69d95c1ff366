import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { matchCheckAnswerSchema } from '@platform/contracts';
import { JSON_API_MEDIA_TYPE, parseListQuery } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializeMatchCheck, serializeResponseTime, serializeWaitingApplication } from './responsiveness.serializer';
import { runResponsivenessJob } from './responsiveness.jobs';
import { answerMatchCheckWithToken, authorizeResponsivenessRun, getMatchCheck, getResponseTime, listWaitingApplications } from './responsiveness.service';

const tags = ['responsiveness'];

/** Responsiveness (issue 29): the public response time, the staff's waiting list and the one-click questions after an acceptance. */
export async function responsivenessRoutes(app: FastifyInstance) {
  // The tokens are 32 random bytes; the limit keeps anyone from trying many anyway.
  const tokenLimit = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };

  app.get<{ Params: { id: string } }>(
    '/organization_response_times/:id',
    {
      schema: describeRoute({
        tags,
        summary: "An organisation's \"usually responds within N days\" (public; null with fewer than 5 answered applications)",
        params: byId,
        query: {},
        response: { 200: { document: 'one', type: 'organization_response_times' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const figure = await request.withContext((context) => getResponseTime(context, request.params.id));
      return reply.jsonApi({ data: serializeResponseTime(figure) });
    },
  );

  app.get(
    '/waiting_applications',
    {
      schema: describeRoute({
        tags,
        summary: "Applications of the staff's centre unanswered for 14 days or more, by organisation (centre superusers, admins)",
        query: {},
        response: { 200: { document: 'many', type: 'waiting_applications' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const rows = await request.withContext((context) => listWaitingApplications(context));
      return reply.jsonApi({ data: rows.map(serializeWaitingApplication), meta: { total: rows.length } });
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/match_checks',
    {
      config: tokenLimit,
      schema: describeRoute({
        tags,
        summary: 'The question a one-click link asks (no sign-in: the token comes in the mail); used or expired links are a 422',
        query: { extra: ['token'] },
        response: { 200: { document: 'one', type: 'match_checks' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query, { extra: ['token'] });
      const check = await request.withContext((context) => getMatchCheck(context, request.query.token));
      return reply.jsonApi({ data: serializeMatchCheck(check) });
    },
  );

  app.post(
    '/match_check_answers',
    {
      config: tokenLimit,
      schema: describeRoute({
        tags,
        summary: 'Answer a question after an acceptance, yes or no, once (no sign-in: the token comes in the mail)',
        query: {},
        body: { type: 'match_check_answers', attributes: matchCheckAnswerSchema },
        response: { 200: { document: 'one', type: 'match_checks' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const check = await request.withContext((context) => answerMatchCheckWithToken(context, request.body));
      return reply.jsonApi({ data: serializeMatchCheck(check) });
    },
  );

  app.post(
    '/responsiveness/run',
    {
      config: { mailsOthers: true, body: 'none' },
      schema: describeRoute({
        tags,
        summary: "Run the tenant's responsiveness job now, as the hourly run would (admins): reminders, questions after an acceptance and response times, nothing twice",
        response: {
          200: {
            json: v.strictObject({
              meta: v.strictObject({ organization_reminders: v.number(), center_alerts: v.number(), questions: v.number(), figures: v.number() }),
            }),
            mediaType: JSON_API_MEDIA_TYPE,
            description: 'How many reminders, centre alerts and questions went out, and how many response times were stored',
          },
        },
      }),
    },
    async (request, reply) => {
      await request.withContext((context) => authorizeResponsivenessRun(context));
      const outcome = await runResponsivenessJob([request.tenant.id], app.withTenantContext);
      return reply.jsonApi({
        meta: {
          organization_reminders: outcome.organizationReminders,
          center_alerts: outcome.centerAlerts,
          questions: outcome.questions,
          figures: outcome.figures,
        },
      });
    },
  );
}
