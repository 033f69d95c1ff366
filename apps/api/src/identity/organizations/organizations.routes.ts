import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type Document, type ListQueryRules } from '../../platform/http/json-api';
import * as v from 'valibot';
import {
  organizationApproveSchema,
  organizationCreateBodySchema,
  organizationMemberCreateSchema,
  organizationMemberUpdateSchema,
  organizationMoveSchema,
  organizationSignupBodySchema,
  organizationUpdateBodySchema,
} from '@platform/contracts';
import type { RequestContext } from '../../platform/http/request-context';
import { byId, describeRoute } from '../../platform/http/route-schema';
import {
  addOrganizationMember,
  listOrganizationMembers,
  MEMBER_INCLUDES,
  removeOrganizationMember,
  updateOrganizationMember,
  type MemberBundle,
} from './organizations.members';
import { listActivityTypes, listNonProfitTypes, type OrganizationRow } from './organizations.repository';
import {
  approveOrganization,
  bundleOf,
  createOrganization,
  getCurrentOrganization,
  getOrganization,
  listCurrentOrganizations,
  listVisibleOrganizations,
  moveOrganization,
  removeOrganization,
  updateOrganizationDetails,
  ORGANIZATION_INCLUDES,
} from './organizations.service';
import { organizationDocumentParts } from './organizations.document';
import { memberDocumentParts, serializeLookup } from './organizations.serializer';
import { signUpOrganization, type SendConfirmation } from './organizations.signup';

const tags = ['organisations'];

type IdParams = { Params: { id: string } };
type MemberParams = { Params: { id: string; memberId: string } };

const listRules: ListQueryRules = {
  includes: ORGANIZATION_INCLUDES,
  filters: ['name_cont', 'status_eq', 'status_in', 'type_eq', 'city_cont', 'volunteer_center_id_eq', 'is_partner'],
  sorts: ['name', 'created_at', 'status'],
  defaultSort: [{ field: 'name', descending: false }],
};

const currentRules: ListQueryRules = { includes: ['address', 'profile'] };
const oneRules: ListQueryRules = { includes: ORGANIZATION_INCLUDES };
const memberListRules: ListQueryRules = { includes: MEMBER_INCLUDES };
const organizationIncluded = ['addresses', 'non_profit_profiles', 'vacancies', 'organization_members', 'users:member'] as const;
const oneAnswer = { document: 'one', type: 'organizations', included: organizationIncluded, nullable: true } as const;
const memberAnswer = { document: 'one', type: 'organization_members', included: ['users:member'], nullable: true } as const;
const memberParams = v.object({ id: v.pipe(v.string(), v.uuid()), memberId: v.pipe(v.string(), v.uuid()) });

/** Organisations: the signed-in user's own, the public directory, and staff actions (spec §7). */
export async function organizationsRoutes(app: FastifyInstance, { sendConfirmation }: { sendConfirmation: SendConfirmation }) {

  app.get('/current_organizations', {
    schema: describeRoute({
      tags,
      summary: "The signed-in user's organisations",
      query: currentRules,
      response: { 200: { document: 'many', type: 'organizations', included: ['addresses', 'non_profit_profiles'] } },
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
        response: { 200: { ...oneAnswer, included: ['addresses', 'non_profit_profiles'] } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, currentRules);
      const bundle = await request.withContext((context) => getCurrentOrganization(context, query.include));
      const { data, included } = organizationDocumentParts(bundle, query.include);
      return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields));
    },
  );

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

  /** Runs a write of one organisation and answers it as the writer sees it, with the includes asked for. */
  const writeOne = async (
    request: FastifyRequest,
    reply: FastifyReply,
    write: (context: RequestContext) => Promise<OrganizationRow>,
    status = 200,
  ) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext(async (context) => bundleOf(context, await write(context), query.include));
    const { data, included } = organizationDocumentParts(bundle, query.include);
    return reply.jsonApi(applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields), status);
  };

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

  const memberDocument = ({ members, users }: MemberBundle, fields: Map<string, Set<string>>): Document => {
    const { data, included } = memberDocumentParts(members, users);
    return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, fields);
  };

  app.get<IdParams>(
    '/organizations/:id/members',
{
      schema: describeRoute({
        tags,
        summary: "An organisation's members (staff and the organisation's superusers)",
        params: byId,
        query: memberListRules,
        response: { 200: { document: 'many', type: 'organization_members', included: ['users:member'] } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, memberListRules);
      const { total, ...bundle } = await request.withContext((context) =>
        listOrganizationMembers(context, request.params.id, query),
      );
      const { links, meta } = paginate(request.url, query.page, total);
      return reply.jsonApi(applySparseFieldsets({ ...memberDocumentParts(bundle.members, bundle.users), links, meta }, query.fields));
    },
  );

  app.post<IdParams>(
    '/organizations/:id/members',
{
      schema: describeRoute({
        tags,
        summary: 'Add an existing user of the centre as a member or superuser (audited)',
        params: byId,
        query: memberListRules,
        body: { type: 'organization_members', attributes: organizationMemberCreateSchema },
        response: { 201: memberAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, memberListRules);
      const bundle = await request.withContext((context) =>
        addOrganizationMember(context, request.params.id, request.body, query.include),
      );
      return reply.jsonApi(memberDocument(bundle, query.fields), 201);
    },
  );

  app.patch<MemberParams>(
    '/organizations/:id/members/:memberId',
{
      schema: describeRoute({
        tags,
        summary: "Change a member's role; not the last superuser's (audited)",
        params: memberParams,
        query: memberListRules,
        body: { type: 'organization_members', attributes: organizationMemberUpdateSchema },
        response: { 200: memberAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, memberListRules);
      const bundle = await request.withContext((context) =>
        updateOrganizationMember(context, request.params.id, request.params.memberId, request.body, query.include),
      );
      return reply.jsonApi(memberDocument(bundle, query.fields));
    },
  );

  app.delete<MemberParams>(
    '/organizations/:id/members/:memberId',
{
      schema: describeRoute({
        tags,
        summary: 'End a membership; not the last superuser (audited)',
        params: memberParams,
        query: {},
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) =>
        removeOrganizationMember(context, request.params.id, request.params.memberId),
      );
      return reply.code(204).send();
    },
  );

  for (const [path, type, list] of [
    ['/non_profit_types', 'non_profit_types', listNonProfitTypes],
    ['/activity_types', 'activity_types', listActivityTypes],
  ] as const) {
    const schema = describeRoute({ tags, summary: `The tenant's ${type.replace(/_/g, ' ')}, by name`, query: {}, response: { 200: { document: 'many', type } } });
    app.get(path, { schema }, async (request, reply) => {
      parseListQuery(request.query);
      const rows = await request.withContext((context) => list(context.tx, request.tenant.id));
      return reply.jsonApi({ data: rows.map((row) => serializeLookup(type, row)), meta: { total: rows.length } });
    });
  }
}
