import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../platform/i18n/messages';
import { findUserById } from '../users/users.data';
import { bodyNames } from '../../platform/rate-limits/mail-limits.plugin';
import { deviseUser, serializeUser } from '../users/users.serializer';
import { confirmEmail, requestPasswordReset, signUp, updatePassword } from './auth.accounts';
import { signInAsUser, stopSignInAsUser } from './auth.impersonation';
import { signIn, signOut } from './auth.service';
import { requireUser } from '../access/access';
import type { AuthHeaders } from '../../platform/secrets/tokens';

const tags = ['auth'];

function sendSession(reply: FastifyReply, headers: AuthHeaders) {
  reply.headers(headers);
}

const SESSION_HEADERS = ['access-token', 'client', 'expiry', 'uid', 'token-type', 'authorization'];

/** The devise_token_auth endpoints under /auth. */
export async function authRoutes(app: FastifyInstance) {
  // devise_token_auth clients read `success` on failed /auth answers.
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 && payload && typeof payload === 'object' ? { ...payload, success: false } : payload,
  );
  const limited = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  // Sign-up and reset mail whatever address is typed in.
  const limitedMailing = { ...limited, mailsOthers: true as const };

  app.post('/sign_in', { config: limited, schema: { tags, summary: 'Sign in with e-mail and password' } }, async (request, reply) => {
    const outcome = await request.withContext((context) => signIn(context, request.body));
    if (!outcome.ok) throw outcome.error;
    sendSession(reply, outcome.headers);
    return reply.jsonApi({ data: deviseUser(outcome.user) });
  });

  app.delete('/sign_out', { schema: { tags, summary: 'Sign out this device' } }, async (request, reply) => {
    await request.withContext((context) => signOut(context));
    // The rotated token of this request belongs to a session that no longer exists.
    for (const name of SESSION_HEADERS) reply.removeHeader(name);
    return reply.jsonApi({ success: true });
  });

  app.get('/validate_token', { schema: { tags, summary: 'Check the session and return its user' } }, async (request, reply) => {
    const user = await request.withContext((context) => findUserById(context.tx, context.tenant.id, requireUser(context).id));
    if (!user) return reply.callNotFound();
    return reply.jsonApi({ success: true, data: deviseUser(user) });
  });

  app.post('/', { config: limitedMailing, schema: { tags, summary: 'Sign up as a volunteer' } }, async (request, reply) => {
    const { email } = await request.withContext((context) => signUp(context, request.body));
    return reply.jsonApi({
      status: 'success',
      data: { email, uid: email, provider: 'email' },
      message: translate(request.locale, 'auth.signed_up'),
    });
  });

  app.post('/password', { config: limitedMailing, schema: { tags, summary: 'Mail a password-reset link' } }, async (request, reply) => {
    const email = await request.withContext((context) => requestPasswordReset(context, request.body));
    return reply.jsonApi({ success: true, message: translate(request.locale, 'auth.password_reset_sent', { email }) });
  });

  const changePassword = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await request.withContext((context) => updatePassword(context, request.body, !!(request.headers['access-token'] || request.headers.authorization)));
    return reply.jsonApi({ success: true, data: deviseUser(user), message: translate(request.locale, 'auth.password_updated') });
  };
  // Choosing a password with an invitation's token tells (and may mail) the inviter.
  const limitedMailingOnToken = { ...limited, mailsOthers: { when: bodyNames('reset_password_token') } };
  app.put('/password', { config: limitedMailingOnToken, schema: { tags, summary: 'Set a new password (signed in, or with a reset token)' } }, changePassword);
  app.patch('/password', { config: limitedMailingOnToken, schema: { tags, summary: 'Same as PUT /auth/password' } }, changePassword);
}

/** Account actions that live under /api/v1. */
export async function accountRoutes(app: FastifyInstance) {
  app.post('/confirm', { schema: { tags, summary: 'Confirm an e-mail address with the mailed token' } }, async (request, reply) => {
    const user = await request.withContext((context) => confirmEmail(context, request.body));
    return reply.jsonApi({ data: serializeUser(user) });
  });

  app.post(
    '/sign_in_as_user',
    { config: { keepSessionToken: true }, schema: { tags, summary: 'Admin: open a session as another user (audited)' } },
    async (request, reply) => {
      const { user, headers, admin } = await request.withContext((context) => signInAsUser(context, request.body));
      sendSession(reply, headers);
      return reply.jsonApi({ data: serializeUser(user), meta: { impersonated_by: admin.id } });
    },
  );

  app.post(
    '/sign_in_as_user/stop',
    { config: { body: 'none' }, schema: { tags, summary: "End a session as another user (from that session); the admin's own session is untouched" } },
    async (request, reply) => {
      await request.withContext((context) => stopSignInAsUser(context));
      for (const name of SESSION_HEADERS) reply.removeHeader(name);
      return reply.code(204).send();
    },
  );
}
