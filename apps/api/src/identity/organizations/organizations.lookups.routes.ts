import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { listActivityTypes, listNonProfitTypes } from './organizations.repository';
import { serializeLookup } from './organizations.serializer';

const tags = ['organisations'];

/** The tenant's lists a non-profit profile picks from: non-profit types and activity types. */
export async function organizationLookupsRoutes(app: FastifyInstance) {
  for (const [path, type, list] of [
    ['/non_profit_types', 'non_profit_types', listNonProfitTypes],
    ['/activity_types', 'activity_types', listActivityTypes],
  ] as const) {
    const schema = describeRoute({ tags, summary: `The tenant's ${type.replace(/_/g, ' ')}, by name`, query: {}, response: { 200: { document: 'many', type } } });
    app.get(path, { schema }, async (request, reply) => {
      parseListQuery(request.query);
      const rows = await request.withContext((context) => list(context.tx, request.tenant.id));
      return reply.jsonApi({ data: rows.map((row) => serializeLookup(type, row)), meta: { total: rows.length } });
    });
  }
}
