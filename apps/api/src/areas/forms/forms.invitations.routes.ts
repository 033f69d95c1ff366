import type { FastifyInstance } from 'fastify';
import { invitationCreateSchema } from '@platform/contracts';
import {
  applySparseFieldsets,
  paginate,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { byId, byIds, describeRoute } from '../../platform/http/route-schema';
import { inviteToForm, listFormInvitations, revokeFormInvitation } from './forms.invitations';
import { serializeInvitation } from './forms.serializer';

const tags = ['forms'];

type IdParams = { Params: { id: string } };
type InvitationParams = { Params: { id: string; invitationId: string } };

const listRules: ListQueryRules = { filters: ['q'] };

const listShapes = describeRoute({
  tags,
  summary: 'The invitations to an invitation-only form, newest first, with their state',
  params: byId,
  query: listRules,
  response: { 200: { document: 'many', type: 'form_invitations' } },
});
const inviteShapes = describeRoute({
  tags,
  summary: 'Invite addresses (one or a list): each gets a single-use link by mail',
  params: byId,
  query: {},
  body: { type: 'form_invitations', attributes: invitationCreateSchema },
  response: { 201: { document: 'many', type: 'form_invitations' } },
});
const revokeShapes = describeRoute({
  tags,
  summary: 'Withdraw an invitation not yet answered',
  params: byIds('id', 'invitationId'),
  query: {},
  response: { 200: { document: 'one', type: 'form_invitations' } },
});

/** The invitations to an invitation-only form, for its builders. */
export async function formInvitationsRoutes(app: FastifyInstance) {
  app.get<IdParams>('/forms/:id/invitations', { schema: listShapes }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { invitations, total } = await request.withContext((context) =>
      listFormInvitations(context, request.params.id, query),
    );
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(
      applySparseFieldsets(
        { data: invitations.map(serializeInvitation), links, meta },
        query.fields,
      ),
    );
  });

  app.post<IdParams>(
    '/forms/:id/invitations',
    // Each invitation mails an address the caller does not own.
    { config: { mailsOthers: true }, schema: inviteShapes },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const invitations = await request.withContext((context) =>
        inviteToForm(context, request.params.id, request.body),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: invitations.map(serializeInvitation) }, query.fields),
        201,
      );
    },
  );

  app.post<InvitationParams>(
    '/forms/:id/invitations/:invitationId/revoke',
    { config: { body: 'none' }, schema: revokeShapes },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const invitation = await request.withContext((context) =>
        revokeFormInvitation(context, request.params.id, request.params.invitationId),
      );
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeInvitation(invitation) }, query.fields),
      );
    },
  );
}
