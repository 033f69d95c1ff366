import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { seesContactDetails, type PoolReader } from './volunteer-pool.policy';
import { serializePoolProfile, type PoolView } from './volunteer-pool.profiles.serializer';
import { POOL_QUERY_RULES, parsePoolSearch } from './volunteer-pool.search.query';
import { getPoolProfile, searchPool, type PoolPage } from './volunteer-pool.search.service';

const tags = ['volunteer pool'];

type IdParams = { Params: { id: string } };

const viewOf = (reader: PoolReader, hit: PoolPage['hits'][number]): PoolView => ({
  withContact: seesContactDetails(reader),
  distanceKm: hit.distanceKm,
  match: hit.match,
  canReplyFrom: hit.canReplyFrom,
});

/** The pool search (docs/api.md, "Volunteer pool"): the site's centre's staff and its approved organisations' superusers. */
export async function poolSearchRoutes(app: FastifyInstance) {
  app.get(
    '/volunteer_profiles',
    {
      schema: describeRoute({
        tags,
        summary:
          'Search the pool (centre staff; superusers of approved organisations of the centre): filter[q], filter[category_id], filter[skill], filter[language], filter[availability], filter[age_group_id] (comma lists), filter[one_to_one], filter[place] with filter[distance], filter[vacancy_id] to rank by the match; meta.total and meta.facets',
        query: POOL_QUERY_RULES,
        response: { 200: { document: 'many', type: 'volunteer_profiles:pool' } },
      }),
    },
    async (request, reply) => {
      const search = parsePoolSearch(request.query);
      // Brought up to date before the request's transaction (searchPool says why).
      const index = await app.volunteerPool.indexes.forTenant(request.tenant.id);
      const page = await request.withContext((context) => searchPool(context, index, search));
      const { links, meta } = paginate(request.url, search.page, page.total);
      const data = page.hits.map((hit) =>
        serializePoolProfile(hit.entry.row, viewOf(page.reader, hit)),
      );
      return reply.jsonApi(
        applySparseFieldsets(
          { data, links, meta: { ...meta, facets: page.facets } },
          search.fields,
        ),
      );
    },
  );

  app.get<IdParams>(
    '/volunteer_profiles/:id',
    {
      schema: describeRoute({
        tags,
        summary:
          "One profile of the pool as the search with the same query shows it: the match with filter[vacancy_id], the distance from filter[place] (404 when it is not in your centre's pool)",
        params: byId,
        query: POOL_QUERY_RULES,
        response: { 200: { document: 'one', type: 'volunteer_profiles:pool' } },
      }),
    },
    async (request, reply) => {
      const search = parsePoolSearch(request.query);
      const index = await app.volunteerPool.indexes.forTenant(request.tenant.id);
      const { reader, hit } = await request.withContext((context) =>
        getPoolProfile(context, index, request.params.id, search),
      );
      return reply.jsonApi(
        applySparseFieldsets(
          { data: serializePoolProfile(hit.entry.row, viewOf(reader, hit)) },
          search.fields,
        ),
      );
    },
  );
}
