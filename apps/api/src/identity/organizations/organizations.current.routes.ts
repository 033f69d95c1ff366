import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { organizationDocumentParts } from './organizations.document';
import { getCurrentOrganization, listCurrentOrganizations } from './organizations.service';

const tags = ['organisations'];

const currentRules: ListQueryRules = { includes: ['address', 'profile'] };
const currentIncluded = ['addresses', 'non_profit_profiles'] as const;

/** The signed-in user's own organisations, and the one they act for. */
export async function currentOrganizationsRoutes(app: FastifyInstance) {
  app.get('/current_organizations', {
    schema: describeRoute({
      tags,
      summary: "The signed-in user's organisations",
      query: currentRules,
      response: { 200: { document: 'many', type: 'organizations', included: currentIncluded } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, currentRules);
    const bundle = await request.withContext((context) => listCurrentOrganizations(context, query.include));
    const parts = organizationDocumentParts(bundle, query.include);
    return reply.jsonApi(applySparseFieldsets({ ...parts, meta: { total: parts.data.length } }, query.fields));
  });

  app.get(
    '/current_organization',
{
      schema: describeRoute({
        tags,
        summary: 'The organisation the user acts for (Current-Organization-Id, else the default choice)',
        query: currentRules,
        response: { 200: { document: 'one', type: 'organizations', included: currentIncluded, nullable: true } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, currentRules);
      const bundle = await request.withContext((context) => getCurrentOrganization(context, query.include));
      const { data, included } = organizationDocumentParts(bundle, query.include);
      return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields));
    },
  );
}
