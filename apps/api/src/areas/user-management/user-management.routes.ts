import type { FastifyInstance } from 'fastify';
import { currentUserUpdateSchema, roleChangeSchema, userCreateSchema, userUpdateSchema } from '@platform/contracts';
import { applySparseFieldsets, paginate, parseListQuery, type ListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import {
  changeRole,
  createUser,
  getCurrentUser,
  getUser,
  listUsersFor,
  removeUser,
  resendConfirmationInstructions,
  updateCurrentUser,
  updateUserDetails,
  USER_INCLUDES,
} from './user-management.service';
import { userDocumentParts, type UserBundle } from './user-management.serializer';
import { bodyNames } from '../../platform/rate-limits/mail-limits.plugin';

const tags = ['users'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  includes: USER_INCLUDES,
  filters: ['organization_id_eq', 'with_role', 'status_eq', 'email_cont', 'name_cont', 'q'],
  sorts: ['created_at', 'last_name', 'email'],
  defaultSort: [{ field: 'created_at', descending: false }],
};

const oneRules: ListQueryRules = { includes: USER_INCLUDES };
const included = ['roles', 'organizations'] as const;
const oneAnswer = { document: 'one', type: 'users', included, nullable: true } as const;
const roleBody = { type: 'users', attributes: roleChangeSchema };

// Only an update that names an e-mail address can mail someone other than the
// caller, so only it is charged against the "mails others" limits.
const mentionsEmail = bodyNames('email');

/** A single-user answer with whatever `include` asked for. */
function oneUserDocument(bundle: UserBundle, query: ListQuery) {
  const { data, included } = userDocumentParts(bundle, query.include);
  return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, query.fields);
}

/** Accounts: the signed-in user's own, and staff management of other users (spec §7). */
export async function userManagementRoutes(app: FastifyInstance) {
  // Calls that send mail are limited like sign-up, so they cannot be used to flood an inbox.
  const limited = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  const mailing = { ...limited, mailsOthers: true as const };
  const mailingOnEmailChange = { mailsOthers: { when: mentionsEmail } };

  app.get('/current_user', {
    schema: describeRoute({
      tags,
      summary: 'The signed-in user (meta.impersonator while an admin acts as them)',
      query: oneRules,
      response: { 200: oneAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const { impersonator, ...bundle } = await request.withContext((context) => getCurrentUser(context));
    const document = oneUserDocument(bundle, query);
    return reply.jsonApi(impersonator ? { ...document, meta: { impersonator } } : document);
  });

  app.patch(
    '/current_user',
    {
      config: { ...limited, ...mailingOnEmailChange },
      schema: describeRoute({
        tags,
        summary: "Change one's own profile (also as { user: {…} }); a new e-mail address is confirmed by mail first",
        query: oneRules,
        body: { type: 'users', attributes: currentUserUpdateSchema },
        response: { 200: oneAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) => updateCurrentUser(context, request.body));
      return reply.jsonApi(oneUserDocument(bundle, query));
    },
  );

  app.get('/users', {
    schema: describeRoute({
      tags,
      summary: 'Users the signed-in user may see, filtered and paged',
      query: listRules,
      response: { 200: { document: 'many', type: 'users', included } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await request.withContext((context) => listUsersFor(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...userDocumentParts(bundle, query.include), links, meta }, query.fields));
  });

  app.get<IdParams>('/users/:id', { schema: describeRoute({ tags, summary: 'One user', params: byId, query: oneRules, response: { 200: oneAnswer } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) => getUser(context, request.params.id));
    return reply.jsonApi(oneUserDocument(bundle, query));
  });

  app.post('/users', {
    config: { mailsOthers: true },
    schema: describeRoute({
      tags,
      summary: 'Create a user (staff); the user is invited by mail',
      query: oneRules,
      body: { type: 'users', attributes: userCreateSchema },
      response: { 201: oneAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) => createUser(context, request.body));
    return reply.jsonApi(oneUserDocument(bundle, query), 201);
  });

  app.patch<IdParams>(
    '/users/:id',
    {
      config: mailingOnEmailChange,
      schema: describeRoute({
        tags,
        summary: 'Update a user (staff); a new e-mail address is confirmed by mail',
        params: byId,
        query: oneRules,
        body: { type: 'users', attributes: userUpdateSchema },
        response: { 200: oneAnswer },
      }),
    }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) =>
      updateUserDetails(context, request.params.id, request.body),
    );
    return reply.jsonApi(oneUserDocument(bundle, query));
  });

  app.delete<IdParams>(
    '/users/:id',
{
      schema: describeRoute({
        tags,
        summary: 'Delete a user (staff): archived, anonymised, signed out',
        params: byId,
        query: {},
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) => removeUser(context, request.params.id));
      return reply.code(204).send();
    },
  );

  app.put<IdParams>('/users/:id/add_role', {
    schema: describeRoute({
      tags,
      summary: 'Grant a role (staff); the body may also be of type roles, or a bare { role }',
      params: byId,
      query: oneRules,
      body: roleBody,
      response: { 200: oneAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
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
        query: { ...oneRules, extra: ['role'] },
        body: roleBody,
        response: { 200: oneAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { ...oneRules, extra: ['role'] });
      const bundle = await request.withContext((context) =>
        changeRole(context, request.params.id, { action: 'remove', body: request.body, queryRole: request.query.role }),
      );
      return reply.jsonApi(oneUserDocument(bundle, query));
    },
  );

  app.post<IdParams>(
    '/users/:id/resend_confirmation_instructions',
    {
      config: { ...mailing, body: 'none' },
      schema: describeRoute({
        tags,
        summary: 'Mail the invitation or confirmation link again (staff)',
        params: byId,
        query: oneRules,
        response: { 200: oneAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext((context) =>
        resendConfirmationInstructions(context, request.params.id),
      );
      return reply.jsonApi(oneUserDocument(bundle, query));
    },
  );
}
