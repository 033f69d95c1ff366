import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { organizationDocumentParts } from '../../identity/organizations/organizations.document';
import { getSocialMapOrganization, listPartnerOrganizations, listSocialMap, mapIncludes } from './social-map.service';

const tags = ['social map'];

type IdParams = { Params: { id: string } };

/** A map shows every organisation at once, so its one page holds up to the API's maximum. */
const listRules: ListQueryRules = {
  includes: ['address', 'profile'],
  filters: ['non_profit_type_id', 'activity_type_id', 'q'],
  pageSize: { default: 1000, max: 1000 },
  maxFilterLength: 2000,
};
const oneRules: ListQueryRules = { includes: ['address', 'profile', 'vacancies'] };
const partnerRules: ListQueryRules = { includes: ['address', 'profile'] };
const included = ['addresses', 'non_profit_profiles'] as const;

/** The public social map of a centre's organisations, and its partners page (issue 5). */
export async function socialMapRoutes(app: FastifyInstance) {

  app.get(
    '/social_map/organizations',
{
      schema: describeRoute({
        tags,
        summary: "The centre's organisations on the social map, with coordinates (meta of each) and the map tiles (meta.tiles)",
        query: listRules,
        response: { 200: { document: 'many', type: 'organizations', included } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listRules);
      const { total, tiles, ...bundle } = await request.withContext((context) => listSocialMap(context, query));
      const { links, meta } = paginate(request.url, query.page, total);
      const parts = organizationDocumentParts(bundle, mapIncludes(query.include));
      return reply.jsonApi(applySparseFieldsets({ ...parts, links, meta: { ...meta, tiles } }, query.fields));
    },
  );

  app.get<IdParams>(
    '/social_map/organizations/:id',
{
      schema: describeRoute({
        tags,
        summary: 'One organisation of the social map, with its published vacancies',
        params: byId,
        query: oneRules,
        response: { 200: { document: 'one', type: 'organizations', included: [...included, 'vacancies'], nullable: true } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const { tiles, ...bundle } = await request.withContext((context) =>
        getSocialMapOrganization(context, request.params.id, query.include),
      );
      const { data, included } = organizationDocumentParts(bundle, mapIncludes(query.include));
      return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, included, meta: { tiles } }, query.fields));
    },
  );

  app.get('/partners', {
    schema: describeRoute({
      tags,
      summary: "The centre's partner organisations, by name",
      query: partnerRules,
      response: { 200: { document: 'many', type: 'organizations', included } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, partnerRules);
    const { total, ...bundle } = await request.withContext((context) => listPartnerOrganizations(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...organizationDocumentParts(bundle, query.include), links, meta }, query.fields));
  });
}
