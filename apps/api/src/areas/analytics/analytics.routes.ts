import type { FastifyInstance } from 'fastify';
import { parseListQuery, resource } from '../../platform/http/json-api';
import { getSummary } from './analytics.service';

const tags = ['analytics'];

export async function analyticsRoutes(app: FastifyInstance) {
  app.get(
    '/analytics/summary',
    { schema: { tags, summary: "Dashboard figures of the organisation the user acts for (and the centre's, for staff)" } },
    async (request, reply) => {
      parseListQuery(request.query);
      const summary = await request.withContext((context) => getSummary(context));
      const { organizationId, ...attributes } = summary;
      return reply.jsonApi({
        data: resource('analytics_summaries', organizationId, attributes, {
          organization: { data: { type: 'organizations', id: organizationId } },
        }),
      });
    },
  );
}
