import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, JSON_API_MEDIA_TYPE, paginate } from '../../../platform/http/json-api';
import { describeRoute } from '../../../platform/http/route-schema';
import { parseSearchRequest, SEARCH_QUERY_RULES } from './search.query';
import { searchVacancies } from './search.service';

/** `GET /vacancies/search`: the public vacancy bank (docs/api.md), on the `vacancy-search` plugin's state. */
export async function vacancySearchRoutes(app: FastifyInstance) {
  app.get(
    '/vacancies/search',
    {
      schema: describeRoute({
        tags: ['vacancies'],
        summary: 'Public search of published vacancies: words, filters, facets (meta.facets), distance',
        query: SEARCH_QUERY_RULES,
        response: { 200: { document: 'many', type: 'vacancies', included: ['organizations', 'vacancy_categories', 'age_groups'] } },
      }),
    },
    async (request, reply) => {
      const search = parseSearchRequest(request.query);
      const { user } = await request.identify();
      const { data, included, total, facets } = await searchVacancies(
        { tenant: request.tenant, user, database: app.database, state: app.vacancySearch },
        search,
      );
      // The first page is the search; later pages are the same search read further. Counted in memory, no query.
      if (search.page.number === 1) app.usageCounter.countSearch(request.tenant.id, request.tenant.volunteerCenterId, search.text, total);
      const { links, meta } = paginate(request.url, search.page, total);
      // The resources are JSON text already (rendered once per row version): the document is joined around them.
      const json =
        `{"data":[${data.join(',')}]${included ? `,"included":[${included.join(',')}]` : ''}` +
        `,"links":${JSON.stringify(links)},"meta":${JSON.stringify({ ...meta, facets })}}`;
      if (search.fields.size === 0) return reply.code(200).type(JSON_API_MEDIA_TYPE).send(json);
      return reply.jsonApi(applySparseFieldsets(JSON.parse(json), search.fields));
    },
  );
}
