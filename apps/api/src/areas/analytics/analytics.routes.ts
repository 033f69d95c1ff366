import type { FastifyInstance } from 'fastify';
import { toWireName } from '@platform/contracts';
import { parseListQuery, renameKeysDeep, resource, type ListQueryRules } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { getSummary } from './analytics.service';
import { getFigures, getFunnel, resolvePeriod } from './analytics.figures.service';

const tags = ['analytics'];
const periodRules: ListQueryRules = { filters: ['center_id', 'from', 'to'] };

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

  app.get(
    '/analytics/figures',
    {
      schema: describeRoute({
        tags,
        summary: "A centre's figures of a period (Dutch days): searches and words, views, applications and outcomes, per day, organisation and category",
        query: periodRules,
        response: { 200: { document: 'one', type: 'analytics_figures' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, periodRules);
      // What this process counted is written first, so the figures include the latest searches and views.
      await app.usageCounter.flush();
      const figures = await request.withContext(async (context) => getFigures(context, await resolvePeriod(context, query)));
      const id = `${figures.volunteerCenterId}:${figures.from}:${figures.to}`;
      return reply.jsonApi({ data: resource('analytics_figures', id, renameKeysDeep(figures, toWireName) as Record<string, unknown>) });
    },
  );

  app.get(
    '/analytics/funnel',
    {
      schema: describeRoute({
        tags,
        summary: "A centre's funnel of a period (searches, views, applications, acceptances) and each organisation's share answered within 7 days",
        query: periodRules,
        response: { 200: { document: 'one', type: 'analytics_funnels' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, periodRules);
      await app.usageCounter.flush();
      const funnel = await request.withContext(async (context) => getFunnel(context, await resolvePeriod(context, query)));
      const id = `${funnel.volunteerCenterId}:${funnel.from}:${funnel.to}`;
      return reply.jsonApi({ data: resource('analytics_funnels', id, renameKeysDeep(funnel, toWireName) as Record<string, unknown>) });
    },
  );
}
