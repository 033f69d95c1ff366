import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../http/json-api';
import {
  approveOrganization,
  getCurrentOrganization,
  getOrganization,
  listCurrentOrganizations,
  listVisibleOrganizations,
  removeOrganization,
  updateOrganizationDetails,
  ORGANIZATION_INCLUDES,
} from './organizations.service';
import { organizationDocumentParts, serializeOrganization } from './organizations.serializer';

const tags = ['organisations'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  includes: ORGANIZATION_INCLUDES,
  filters: ['name_cont', 'status_eq', 'status_in', 'type_eq', 'city_cont', 'volunteer_center_id_eq'],
  sorts: ['name', 'created_at', 'status'],
  defaultSort: [{ field: 'name', descending: false }],
};

const currentRules: ListQueryRules = { includes: ['address', 'profile'] };

/** Organisations: the signed-in user's own, the public directory, and staff actions (spec §7). */
export async function organizationsRoutes(app: FastifyInstance) {
  const { database } = app;

  app.get('/current_organizations', { schema: { tags, summary: "The signed-in user's organisations" } }, async (request, reply) => {
    const query = parseListQuery(request.query, currentRules);
    const bundle = await database.withTenant(request.tenant.id, (tx) => listCurrentOrganizations({ request, tx }, query.include));
    const parts = organizationDocumentParts(bundle, query.include);
    return reply.jsonApi(applySparseFieldsets({ ...parts, meta: { total: parts.data.length } }, query.fields));
  });

  app.get(
    '/current_organization',
    { schema: { tags, summary: 'The organisation the user acts for (Current-Organization-Id, else the default choice)' } },
    async (request, reply) => {
      const query = parseListQuery(request.query, currentRules);
      const bundle = await database.withTenant(request.tenant.id, (tx) => getCurrentOrganization({ request, tx }, query.include));
      const { data, included } = organizationDocumentParts(bundle, query.include);
      return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields));
    },
  );

  app.get('/organizations', { schema: { tags, summary: 'Organisations the viewer may see, filtered and paged' } }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await database.withTenant(request.tenant.id, (tx) =>
      listVisibleOrganizations({ request, tx }, query),
    );
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...organizationDocumentParts(bundle, query.include), links, meta }, query.fields));
  });

  app.get<IdParams>('/organizations/:id', { schema: { tags, summary: 'One organisation' } }, async (request, reply) => {
    const query = parseListQuery(request.query, { includes: ORGANIZATION_INCLUDES });
    const bundle = await database.withTenant(request.tenant.id, (tx) =>
      getOrganization({ request, tx }, request.params.id, query.include),
    );
    const { data, included } = organizationDocumentParts(bundle, query.include);
    return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields));
  });

  app.put<IdParams>(
    '/organizations/:id/approve',
    { schema: { tags, summary: 'Approve or deny an organisation (staff; audited)' } },
    async (request, reply) => {
      parseListQuery(request.query);
      const organization = await database.withTenant(request.tenant.id, (tx) =>
        approveOrganization({ request, tx }, request.params.id, request.body),
      );
      return reply.jsonApi({ data: serializeOrganization(organization) });
    },
  );

  const update = async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
    parseListQuery(request.query);
    const organization = await database.withTenant(request.tenant.id, (tx) =>
      updateOrganizationDetails({ request, tx }, request.params.id, request.body),
    );
    return reply.jsonApi({ data: serializeOrganization(organization) });
  };
  app.put<IdParams>('/organizations/:id', { schema: { tags, summary: 'Update an organisation' } }, update);
  app.patch<IdParams>('/organizations/:id', { schema: { tags, summary: 'Same as PUT /organizations/{id}' } }, update);

  app.delete<IdParams>(
    '/organizations/:id',
    { schema: { tags, summary: 'Soft-delete an organisation (staff; audited)' } },
    async (request, reply) => {
      parseListQuery(request.query);
      await database.withTenant(request.tenant.id, (tx) => removeOrganization({ request, tx }, request.params.id));
      return reply.code(204).send();
    },
  );
}
