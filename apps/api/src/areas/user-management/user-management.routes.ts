import type { FastifyInstance } from 'fastify';
import { userCreateSchema, userUpdateSchema } from '@platform/contracts';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { bodyNames } from '../../platform/rate-limits/mail-limits.plugin';
import { oneUserAnswer, oneUserDocument, oneUserRules, userIncluded } from './user-management.answers';
import { currentUserRoutes } from './user-management.current-user.routes';
import { userRolesRoutes } from './user-management.roles.routes';
import {
  createUser,
  getUser,
  listUsersFor,
  removeUser,
  resendConfirmationInstructions,
  updateUserDetails,
  USER_INCLUDES,
} from './user-management.service';
import { userDocumentParts } from './user-management.serializer';
import { UploadStorage } from '../uploads/uploads.storage';
import { removeStoredFiles } from '../uploads/uploads.personal-data';

const tags = ['users'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  includes: USER_INCLUDES,
  filters: ['organization_id_eq', 'with_role', 'status_eq', 'email_cont', 'name_cont', 'q'],
  sorts: ['created_at', 'last_name', 'email'],
  defaultSort: [{ field: 'created_at', descending: false }],
};

// Only an update that names an e-mail address can mail someone other than the
// caller, so only it is charged against the "mails others" limits.
const mentionsEmail = bodyNames('email');

/** Accounts: the signed-in user's own, and staff management of other users (spec §7). */
export async function userManagementRoutes(app: FastifyInstance) {
  // Calls that send mail are limited like sign-up, so they cannot be used to flood an inbox.
  const limited = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  const mailing = { ...limited, mailsOthers: true as const };
  const mailingOnEmailChange = { mailsOthers: { when: mentionsEmail } };
  const storage = new UploadStorage(app.config.uploadsDir);

  await app.register(currentUserRoutes);

  app.get('/users', {
    schema: describeRoute({
      tags,
      summary: 'Users the signed-in user may see, filtered and paged',
      query: listRules,
      response: { 200: { document: 'many', type: 'users', included: userIncluded } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await request.withContext((context) => listUsersFor(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...userDocumentParts(bundle, query.include), links, meta }, query.fields));
  });

  app.get<IdParams>('/users/:id', { schema: describeRoute({ tags, summary: 'One user', params: byId, query: oneUserRules, response: { 200: oneUserAnswer } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, oneUserRules);
    const bundle = await request.withContext((context) => getUser(context, request.params.id));
    return reply.jsonApi(oneUserDocument(bundle, query));
  });

  app.post('/users', {
    config: { mailsOthers: true },
    schema: describeRoute({
      tags,
      summary: 'Create a user (staff); the user is invited by mail',
      query: oneUserRules,
      body: { type: 'users', attributes: userCreateSchema },
      response: { 201: oneUserAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneUserRules);
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
        query: oneUserRules,
        body: { type: 'users', attributes: userUpdateSchema },
        response: { 200: oneUserAnswer },
      }),
    }, async (request, reply) => {
    const query = parseListQuery(request.query, oneUserRules);
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
        summary: 'Delete a user on their request (staff): personal data erased or anonymised, signed out',
        params: byId,
        query: {},
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const files = await request.withContext((context) => removeUser(context, request.params.id));
      await removeStoredFiles(storage, files);
      return reply.code(204).send();
    },
  );

  await app.register(userRolesRoutes);

  app.post<IdParams>(
    '/users/:id/resend_confirmation_instructions',
    {
      config: { ...mailing, body: 'none' },
      schema: describeRoute({
        tags,
        summary: 'Mail the invitation or confirmation link again (staff)',
        params: byId,
        query: oneUserRules,
        response: { 200: oneUserAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneUserRules);
      const bundle = await request.withContext((context) =>
        resendConfirmationInstructions(context, request.params.id),
      );
      return reply.jsonApi(oneUserDocument(bundle, query));
    },
  );
}
