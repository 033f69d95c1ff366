import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { digestPreferencesSchema } from '@platform/contracts';
import { applySparseFieldsets, JSON_API_MEDIA_TYPE, parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { serializeDigestPreferences } from './digests.serializer';
import {
  authorizeDigestRun,
  sendDueDigests,
  getMyDigestPreferences,
  unsubscribeFromDigest,
  updateMyDigestPreferences,
} from './digests.service';

const tags = ['periodic mail'];

/** What the periodic mail is about, and its one-click unsubscribe (RFC 8058). */
export async function digestsRoutes(app: FastifyInstance) {
  // Mail programs send the one-click unsubscribe as a form (`List-Unsubscribe=One-Click`),
  // urlencoded or multipart (RFC 8058); its body says nothing the token does not,
  // so it is read and left alone. These parsers are for this plugin's routes only.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }

  app.get(
    '/current_user/digest_preferences',
    {
      schema: describeRoute({
        tags,
        summary: 'What your periodic mail is about',
        query: {},
        response: { 200: { document: 'one', type: 'digest_preferences' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const preferences = await request.withContext((context) => getMyDigestPreferences(context));
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeDigestPreferences(preferences) }, query.fields),
      );
    },
  );

  app.patch(
    '/current_user/digest_preferences',
    {
      schema: describeRoute({
        tags,
        summary: 'Choose categories, types, place and distance of your periodic mail',
        query: {},
        body: { type: 'digest_preferences', attributes: digestPreferencesSchema },
        response: { 200: { document: 'one', type: 'digest_preferences' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const preferences = await request.withContext((context) =>
        updateMyDigestPreferences(context, request.body),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeDigestPreferences(preferences) }, query.fields),
      );
    },
  );

  app.post<{ Querystring: { token?: string } }>(
    '/digest_unsubscribe',
    {
      schema: describeRoute({
        tags,
        summary: 'One-click unsubscribe from the periodic mail (RFC 8058), no sign-in: the token comes in the mail',
        query: { extra: ['token'] },
        body: { mediaType: 'application/x-www-form-urlencoded', description: 'List-Unsubscribe=One-Click (or multipart), read and left alone' },
        response: {
          200: { json: v.strictObject({ meta: v.strictObject({ unsubscribed: v.literal(true) }) }), mediaType: JSON_API_MEDIA_TYPE, description: 'Unsubscribed' },
        },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query, { extra: ['token'] });
      await request.withContext((context) => unsubscribeFromDigest(context, request.query.token));
      return reply.jsonApi({ meta: { unsubscribed: true } });
    },
  );

  app.post(
    '/digests/run',
    {
      config: { mailsOthers: true, body: 'none' },
      schema: describeRoute({
        tags,
        summary:
          "Send the tenant's periodic mail now, as the hourly job would (admins): whoever has a due day without its mail gets it, nobody twice",
        response: {
          200: {
            json: v.strictObject({
              meta: v.strictObject({ sent: v.number(), nothing_new: v.number(), already_done: v.number(), not_due: v.number() }),
            }),
            mediaType: JSON_API_MEDIA_TYPE,
            description: 'How many users got their mail, had nothing new, had it already or were not due',
          },
        },
      }),
    },
    async (request, reply) => {
      await request.withContext((context) => authorizeDigestRun(context));
      const outcome = await sendDueDigests([request.tenant.id], app.withTenantContext);
      return reply.jsonApi({ meta: outcome });
    },
  );
}
