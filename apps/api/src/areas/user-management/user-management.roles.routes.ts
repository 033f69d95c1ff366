import type { FastifyInstance } from 'fastify';
import { roleChangeSchema } from '@platform/contracts';
import { parseListQuery } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { oneUserAnswer, oneUserDocument, oneUserRules } from './user-management.answers';
import { changeRole } from './user-management.service';

const tags = ['users'];

type IdParams = { Params: { id: string } };

const roleBody = { type: 'users', attributes: roleChangeSchema };

/** Granting and revoking a user's roles (staff). */
export async function userRolesRoutes(app: FastifyInstance) {
  app.put<IdParams>('/users/:id/add_role', {
    schema: describeRoute({
      tags,
      summary: 'Grant a role (staff); the body may also be of type roles, or a bare { role }',
      params: byId,
      query: oneUserRules,
      body: roleBody,
      response: { 200: oneUserAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneUserRules);
    const bundle = await request.withContext((context) =>
      changeRole(context, request.params.id, { action: 'add', body: request.body }),
    );
    return reply.jsonApi(oneUserDocument(bundle, query));
  });

  app.delete<IdParams & { Querystring: Record<string, unknown> }>(
    '/users/:id/remove_role',
    {
      config: { body: 'document' },
      schema: describeRoute({
        tags,
        summary: 'Revoke a role (staff); the role in the body or as ?role=',
        params: byId,
        query: { ...oneUserRules, extra: ['role'] },
        body: roleBody,
        response: { 200: oneUserAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { ...oneUserRules, extra: ['role'] });
      const bundle = await request.withContext((context) =>
        changeRole(context, request.params.id, { action: 'remove', body: request.body, queryRole: request.query.role }),
      );
      return reply.jsonApi(oneUserDocument(bundle, query));
    },
  );
}
