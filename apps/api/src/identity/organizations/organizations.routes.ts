import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import {
  organizationApproveSchema,
  organizationCreateBodySchema,
  organizationMoveSchema,
  organizationSignupBodySchema,
  organizationUpdateBodySchema,
} from '@platform/contracts';
import type { RequestContext } from '../../platform/http/request-context';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { currentOrganizationsRoutes } from './organizations.current.routes';
import { organizationLookupsRoutes } from './organizations.lookups.routes';
import { organizationMembersRoutes } from './organizations.members.routes';
import { moveOrganization } from './organizations.move';
import type { OrganizationRow } from './organizations.repository';
import {
  approveOrganization,
  bundleOf,
  createOrganization,
  getOrganization,
  listVisibleOrganizations,
  removeOrganization,
  updateOrganizationDetails,
  ORGANIZATION_INCLUDES,
} from './organizations.service';
import { organizationDocumentParts } from './organizations.document';
import { signUpOrganization, type SendConfirmation } from './organizations.signup';

const tags = ['organisations'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  includes: ORGANIZATION_INCLUDES,
  filters: ['name_cont', 'status_eq', 'status_in', 'type_eq', 'city_cont', 'volunteer_center_id_eq', 'is_partner'],
  sorts: ['name', 'created_at', 'status'],
  defaultSort: [{ field: 'name', descending: false }],
};

const oneRules: ListQueryRules = { includes: ORGANIZATION_INCLUDES };
const organizationIncluded = ['addresses', 'non_profit_profiles', 'vacancies', 'organization_members', 'users:member'] as const;
const oneAnswer = { document: 'one', type: 'organizations', included: organizationIncluded, nullable: true } as const;

/** Runs a write of one organisation and answers it as the writer sees it, with the includes asked for. */
async function writeOne(
  request: FastifyRequest,
  reply: FastifyReply,
  write: (context: RequestContext) => Promise<OrganizationRow>,
  status = 200,
) {
  const query = parseListQuery(request.query, oneRules);
  const bundle = await request.withContext(async (context) => bundleOf(context, await write(context), query.include));
  const { data, included } = organizationDocumentParts(bundle, query.include);
  return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields), status);
}

/**
 * Organisations: the signed-in user's own, the public directory, and staff
 * actions (spec §7); then their members and the lists a profile picks from.
 */
export async function organizationsRoutes(app: FastifyInstance, { sendConfirmation }: { sendConfirmation: SendConfirmation }) {
  await app.register(currentOrganizationsRoutes);

  app.get('/organizations', {
    schema: describeRoute({
      tags,
      summary: 'Organisations the viewer may see, filtered and paged',
      query: listRules,
      response: { 200: { document: 'many', type: 'organizations', included: organizationIncluded } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await request.withContext((context) =>
      listVisibleOrganizations(context, query),
    );
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...organizationDocumentParts(bundle, query.include), links, meta }, query.fields));
  });

  app.get<IdParams>('/organizations/:id', { schema: describeRoute({ tags, summary: 'One organisation', params: byId, query: oneRules, response: { 200: oneAnswer } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) =>
      getOrganization(context, request.params.id, query.include),
    );
    const { data, included } = organizationDocumentParts(bundle, query.include);
    return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields));
  });

  app.post(
    '/organizations',
{
      schema: describeRoute({
        tags,
        summary: 'Create an organisation, with its address and profile (staff; audited)',
        query: oneRules,
        body: { type: 'organizations', attributes: organizationCreateBodySchema },
        response: { 201: oneAnswer },
      }),
    },
    (request, reply) => writeOne(request, reply, (context) => createOrganization(context, request.body), 201),
  );

  app.post(
    '/organizations/signup',
    {
      // Public, and every sign-up sends mail: limited per IP address like volunteer sign-up.
      config: { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 }, mailsOthers: true },
      schema: describeRoute({
        tags,
        summary: 'An organisation signs itself up with its first user; it waits for approval',
        query: oneRules,
        body: { type: 'organization_signups', attributes: organizationSignupBodySchema },
        response: { 201: oneAnswer },
      }),
    },
    (request, reply) => writeOne(request, reply, (context) => signUpOrganization(context, request.body, sendConfirmation), 201),
  );

  app.put<IdParams>(
    '/organizations/:id/approve',
    {
      config: { mailsOthers: true },
      schema: describeRoute({
        tags,
        summary: 'Approve or deny an organisation, with a reason; mails it (staff; audited)',
        params: byId,
        query: oneRules,
        body: { type: 'organizations', attributes: organizationApproveSchema },
        response: { 200: oneAnswer },
      }),
    },
    (request, reply) => writeOne(request, reply, (context) => approveOrganization(context, request.params.id, request.body)),
  );

  app.post<IdParams>(
    '/organizations/:id/move',
{
      schema: describeRoute({
        tags,
        summary: 'Move an organisation with its vacancies to another centre of the tenant (staff; audited)',
        params: byId,
        query: oneRules,
        body: { type: 'organizations', attributes: organizationMoveSchema },
        response: { 200: oneAnswer },
      }),
    },
    (request, reply) => writeOne(request, reply, (context) => moveOrganization(context, request.params.id, request.body)),
  );

  const update = (request: FastifyRequest<IdParams>, reply: FastifyReply) =>
    writeOne(request, reply, (context) => updateOrganizationDetails(context, request.params.id, request.body));
  const updateShapes = { tags, params: byId, query: oneRules, body: { type: 'organizations', attributes: organizationUpdateBodySchema }, response: { 200: oneAnswer } };
  app.put<IdParams>('/organizations/:id', { schema: describeRoute({ ...updateShapes, summary: 'Update an organisation, its address and profile' }) }, update);
  app.patch<IdParams>('/organizations/:id', { schema: describeRoute({ ...updateShapes, summary: 'Same as PUT /organizations/{id}' }) }, update);

  app.delete<IdParams>(
    '/organizations/:id',
{
      schema: describeRoute({
        tags,
        summary: 'Soft-delete an organisation (staff; audited)',
        params: byId,
        query: {},
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) => removeOrganization(context, request.params.id));
      return reply.code(204).send();
    },
  );

  await app.register(organizationMembersRoutes);
  await app.register(organizationLookupsRoutes);
}
