import type { FastifyInstance } from 'fastify';
import { partnerKeyCreateSchema } from '@platform/contracts';
import { paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializePartnerKey } from './partner-keys.serializer';
import { createKey, listKeys, revokeKey } from './partner-keys.service';

const tags = ['partner_keys'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = { sorts: [] };

/** The centre's partner API keys (issue 31), for its staff; how keys are used: docs/api.md, "Partner guide". */
export async function partnerKeysRoutes(app: FastifyInstance) {
  app.get('/partner_keys', {
    schema: describeRoute({
      tags,
      summary: "The centre's partner API keys, newest first, revoked ones included (centre staff)",
      query: listRules,
      response: { 200: { document: 'many', type: 'partner_keys' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { keys, total } = await request.withContext((context) => listKeys(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi({ data: keys.map(serializePartnerKey), links, meta });
  });

  app.post('/partner_keys', {
    schema: describeRoute({
      tags,
      summary: 'Make a partner API key; the answer carries the key, this once (centre staff)',
      query: {},
      body: { type: 'partner_keys', attributes: partnerKeyCreateSchema },
      response: { 201: { document: 'one', type: 'partner_keys' } },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const key = await request.withContext((context) => createKey(context, request.body));
    return reply.jsonApi({ data: serializePartnerKey(key) }, 201);
  });

  app.post<IdParams>('/partner_keys/:id/revoke', {
    config: { body: 'none' },
    schema: describeRoute({
      tags,
      summary: 'Revoke a partner API key at once (centre staff)',
      params: byId,
      query: {},
      response: { 200: { document: 'one', type: 'partner_keys' } },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const key = await request.withContext((context) => revokeKey(context, request.params.id));
    return reply.jsonApi({ data: serializePartnerKey(key) });
  });
}
