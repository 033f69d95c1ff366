import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { vacancyBulkSchema, vacancyCreateSchema, vacancyUpdateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { vacancySearchRoutes } from './search/search.routes';
import { vacancyFeedRoutes } from './feeds/vacancy-feeds.routes';
import { listAgeGroups, listCategories } from './vacancies.repository';
import { serializeAgeGroup, serializeCategory, vacancyDocumentParts, type VacancyBundle } from './vacancies.serializer';
import {
  archiveVacancy,
  bulkUpdateVacancies,
  bundleOf,
  createVacancy,
  getVacancy,
  listVisibleVacancies,
  removeVacancy,
  restoreVacancy,
  updateVacancyDetails,
  VACANCY_INCLUDES,
} from './vacancies.service';

const tags = ['vacancies'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  includes: VACANCY_INCLUDES,
  filters: ['status_eq', 'status_in', 'organization_id_eq', 'vacancy_type_eq', 'title_cont'],
  sorts: ['created_at', 'title', 'expires_at'],
  defaultSort: [{ field: 'created_at', descending: true }],
};
const oneRules: ListQueryRules = { includes: VACANCY_INCLUDES };
const included = ['organizations', 'vacancy_categories', 'age_groups'] as const;
const oneAnswer = { document: 'one', type: 'vacancies', included, nullable: true } as const;

/** Vacancies (spec §3, issue 4): public reads of published ones, staff CRUD, status actions and bulk edit. */
export async function vacanciesRoutes(app: FastifyInstance) {

  // The static path wins over /vacancies/:id in Fastify's router, whatever the order.
  await app.register(vacancySearchRoutes);
  await app.register(vacancyFeedRoutes);

  app.get('/vacancy_categories', {
    schema: describeRoute({ tags, summary: "The tenant's vacancy categories", query: {}, response: { 200: { document: 'many', type: 'vacancy_categories' } } }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const rows = await request.withContext((context) => listCategories(context.tx, request.tenant.id));
    return reply.jsonApi({ data: rows.map(serializeCategory), meta: { total: rows.length } });
  });

  app.get('/age_groups', { schema: describeRoute({ tags, summary: "The tenant's age groups", query: {}, response: { 200: { document: 'many', type: 'age_groups' } } }) }, async (request, reply) => {
    parseListQuery(request.query);
    const rows = await request.withContext((context) => listAgeGroups(context.tx, request.tenant.id));
    return reply.jsonApi({ data: rows.map(serializeAgeGroup), meta: { total: rows.length } });
  });

  app.get('/vacancies', {
    schema: describeRoute({
      tags,
      summary: 'Vacancies the viewer may see, filtered and paged',
      query: listRules,
      response: { 200: { document: 'many', type: 'vacancies', included } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await request.withContext((context) => listVisibleVacancies(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...vacancyDocumentParts(bundle), links, meta }, query.fields));
  });

  const one = (bundle: VacancyBundle, fields: Map<string, Set<string>>) => {
    const { data, included } = vacancyDocumentParts(bundle);
    return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, fields);
  };

  app.get<IdParams>('/vacancies/:id', { schema: describeRoute({ tags, summary: 'One vacancy', params: byId, query: oneRules, response: { 200: oneAnswer } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) => getVacancy(context, request.params.id, query.include));
    return reply.jsonApi(one(bundle, query.fields));
  });

  // The public page tells when it is shown: reading the vacancy is not a view (the site preloads
  // a vacancy on hover, and staff read them to edit). Counted without personal data or cookies.
  app.post<IdParams>('/vacancies/:id/views', {
    config: { body: 'none' },
    schema: describeRoute({ tags, summary: "Count a view of a vacancy's public page (analytics; nothing personal is kept)", params: byId, query: {}, response: { 204: null } }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const bundle = await request.withContext((context) => getVacancy(context, request.params.id, new Set()));
    // A view of a published vacancy by someone who does not manage it (staff checking their own are not visitors).
    const [vacancy] = bundle.vacancies;
    if (vacancy && vacancy.status === 'published' && !bundle.managed.has(vacancy.id)) {
      app.usageCounter.countView(vacancy.tenantId, vacancy.volunteerCenterId, vacancy.id);
    }
    return reply.code(204).send();
  });

  app.post('/vacancies', {
    schema: describeRoute({
      tags,
      summary: 'Create a vacancy (a draft unless published)',
      query: oneRules,
      body: { type: 'vacancies', attributes: vacancyCreateSchema },
      response: { 201: oneAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext(async (context) =>
      bundleOf(context, [await createVacancy(context, request.body)], query.include),
    );
    return reply.jsonApi(one(bundle, query.fields), 201);
  });

  app.patch('/vacancies/bulk', {
    schema: describeRoute({
      tags,
      summary: 'Change status, expiry or categories of several vacancies (all or nothing)',
      query: {},
      body: { type: 'vacancies', attributes: vacancyBulkSchema, many: true },
      response: { 200: { document: 'many', type: 'vacancies' } },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const bundle = await request.withContext(async (context) =>
      bundleOf(context, await bulkUpdateVacancies(context, request.body), new Set()),
    );
    const parts = vacancyDocumentParts(bundle);
    return reply.jsonApi({ ...parts, meta: { total: parts.data.length } });
  });

  const update = async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext(async (context) =>
      bundleOf(context, [await updateVacancyDetails(context, request.params.id, request.body)], query.include),
    );
    return reply.jsonApi(one(bundle, query.fields));
  };
  const updateShapes = { tags, params: byId, query: oneRules, body: { type: 'vacancies', attributes: vacancyUpdateSchema }, response: { 200: oneAnswer } };
  app.patch<IdParams>('/vacancies/:id', { schema: describeRoute({ ...updateShapes, summary: 'Update a vacancy' }) }, update);
  app.put<IdParams>('/vacancies/:id', { schema: describeRoute({ ...updateShapes, summary: 'Same as PATCH /vacancies/{id}' }) }, update);

  for (const [action, change] of [
    ['archive', archiveVacancy],
    ['restore', restoreVacancy],
  ] as const) {
    app.put<IdParams>(`/vacancies/:id/${action}`, {
      config: { body: 'none' },
      schema: describeRoute({
        tags,
        summary: `${action === 'archive' ? 'Archive' : 'Restore (to draft)'} a vacancy`,
        params: byId,
        query: {},
        response: { 200: oneAnswer },
      }),
    }, async (request, reply) => {
      parseListQuery(request.query);
      const bundle = await request.withContext(async (context) =>
        bundleOf(context, [await change(context, request.params.id)], new Set()),
      );
      return reply.jsonApi(one(bundle, new Map()));
    });
  }

  app.delete<IdParams>('/vacancies/:id', { schema: describeRoute({ tags, summary: 'Soft-delete a vacancy', params: byId, query: {}, response: { 204: null } }) }, async (request, reply) => {
    parseListQuery(request.query);
    await request.withContext((context) => removeVacancy(context, request.params.id));
    return reply.code(204).send();
  });
}
