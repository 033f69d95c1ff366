import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery } from '../../platform/http/json-api';
import { inviteToForm, listFormInvitations, revokeFormInvitation } from './forms.invitations';
import { serializeInvitation } from './forms.serializer';

const tags = ['forms'];

type IdParams = { Params: { id: string } };
type InvitationParams = { Params: { id: string; invitationId: string } };

/** The invitations to an invitation-only form, for its builders. */
export async function formInvitationsRoutes(app: FastifyInstance) {
  app.get<IdParams>(
    '/forms/:id/invitations',
    {
      schema: {
        tags,
        summary: 'The invitations to an invitation-only form, newest first, with their state',
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { filters: ['q'] });
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
    },
  );

  app.post<IdParams>(
    '/forms/:id/invitations',
    // Each invitation mails an address the caller does not own.
    {
      config: { mailsOthers: true },
      schema: {
        tags,
        summary: 'Invite addresses (one or a list): each gets a single-use link by mail',
      },
    },
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
    { config: { body: 'none' }, schema: { tags, summary: 'Withdraw an invitation not yet answered' } },
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
