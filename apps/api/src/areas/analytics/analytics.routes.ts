import type { FastifyInstance } from 'fastify';
import { parseListQuery, resource } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { getSummary } from './analytics.service';

const tags = ['analytics'];

export async function analyticsRoutes(app: FastifyInstance) {
  app.get(
    '/analytics/summary',
    {
      schema: describeRoute({
        tags,
        summary: "Dashboard figures of the organisation the user acts for (and the centre's, for staff)",
        query: {},
        response: { 200: { document: 'one', type: 'analytics_summaries' } },
      }),
    },
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
