import type { FastifyInstance } from 'fastify';
import { currentUserUpdateSchema } from '@platform/contracts';
import { parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { bodyNames } from '../../platform/rate-limits/mail-limits.plugin';
import { oneUserAnswer, oneUserDocument, oneUserRules } from './user-management.answers';
import { getCurrentUser, updateCurrentUser } from './user-management.service';

const tags = ['users'];

// Only an update that names an e-mail address can mail someone other than the
// caller, so only it is charged against the "mails others" limits.
const mailingOnEmailChange = { mailsOthers: { when: bodyNames('email') } };

/** The signed-in user's own account. */
export async function currentUserRoutes(app: FastifyInstance) {
  // A change that can send mail is limited like sign-up, so it cannot be used to flood an inbox.
  const limited = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };

  app.get('/current_user', {
    schema: describeRoute({
      tags,
      summary: 'The signed-in user (meta.impersonator while an admin acts as them)',
      query: oneUserRules,
      response: { 200: oneUserAnswer },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, oneUserRules);
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
        query: oneUserRules,
        body: { type: 'users', attributes: currentUserUpdateSchema },
        response: { 200: oneUserAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneUserRules);
      const bundle = await request.withContext((context) => updateCurrentUser(context, request.body));
      return reply.jsonApi(oneUserDocument(bundle, query));
    },
  );
}
