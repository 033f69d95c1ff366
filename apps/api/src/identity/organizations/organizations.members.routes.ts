import type { FastifyInstance } from 'fastify';
import { organizationMemberCreateSchema, organizationMemberUpdateSchema } from '@platform/contracts';
import { applySparseFieldsets, paginate, parseListQuery, type Document, type ListQueryRules } from '../../platform/http/json-api';
import { byId, byIds, describeRoute } from '../../platform/http/route-schema';
import {
  addOrganizationMember,
  listOrganizationMembers,
  MEMBER_INCLUDES,
  removeOrganizationMember,
  updateOrganizationMember,
  type MemberBundle,
} from './organizations.members';
import { memberDocumentParts } from './organizations.serializer';

const tags = ['organisations'];

type IdParams = { Params: { id: string } };
type MemberParams = { Params: { id: string; memberId: string } };

const memberListRules: ListQueryRules = { includes: MEMBER_INCLUDES };
const memberAnswer = { document: 'one', type: 'organization_members', included: ['users:member'], nullable: true } as const;
const memberParams = byIds('id', 'memberId');

/** An organisation's memberships, for staff and the organisation's superusers. */
export async function organizationMembersRoutes(app: FastifyInstance) {
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
}
