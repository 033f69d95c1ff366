import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  authUserSchema,
  confirmEmailSchema,
  requestPasswordResetSchema,
  signInAsUserSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from '@platform/contracts';
import { JSON_API_MEDIA_TYPE } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
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

/**
 * A devise_token_auth answer: plain JSON (not a resource document), sent as
 * JSON:API's media type like every answer. Its session, if any, is in the headers.
 */
const deviseAnswer = (json: v.GenericSchema, description: string) => ({ json, mediaType: JSON_API_MEDIA_TYPE, description });
const message = v.string();

/** The devise_token_auth endpoints under /auth. */
export async function authRoutes(app: FastifyInstance) {
  // devise_token_auth clients read `success` on failed /auth answers.
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 && payload && typeof payload === 'object' ? { ...payload, success: false } : payload,
  );
  const limited = { rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 } };
  // Sign-up and reset mail whatever address is typed in.
  const limitedMailing = { ...limited, mailsOthers: true as const };

  app.post('/sign_in', {
    config: limited,
    schema: describeRoute({
      tags,
      summary: 'Sign in with e-mail and password',
      body: { json: signInSchema },
      response: { 200: deviseAnswer(v.strictObject({ data: authUserSchema }), 'Signed in: the user, and the session in the headers') },
    }),
  }, async (request, reply) => {
    const outcome = await request.withContext((context) => signIn(context, request.body));
    if (!outcome.ok) throw outcome.error;
    sendSession(reply, outcome.headers);
    return reply.jsonApi({ data: deviseUser(outcome.user) });
  });

  app.delete('/sign_out', {
    schema: describeRoute({
      tags,
      summary: 'Sign out this device',
      response: { 200: deviseAnswer(v.strictObject({ success: v.literal(true) }), 'Signed out') },
    }),
  }, async (request, reply) => {
    await request.withContext((context) => signOut(context));
    // The rotated token of this request belongs to a session that no longer exists.
    for (const name of SESSION_HEADERS) reply.removeHeader(name);
    return reply.jsonApi({ success: true });
  });

  app.get('/validate_token', {
    schema: describeRoute({
      tags,
      summary: 'Check the session and return its user',
      response: { 200: deviseAnswer(v.strictObject({ success: v.literal(true), data: authUserSchema }), 'The session is valid: its user') },
    }),
  }, async (request, reply) => {
    const user = await request.withContext((context) => findUserById(context.tx, context.tenant.id, requireUser(context).id));
    if (!user) return reply.callNotFound();
    return reply.jsonApi({ success: true, data: deviseUser(user) });
  });

  app.post('/', {
    config: limitedMailing,
    schema: describeRoute({
      tags,
      summary: 'Sign up as a volunteer',
      body: { json: signUpSchema },
      response: {
        200: deviseAnswer(
          v.strictObject({
            status: v.literal('success'),
            data: v.strictObject({ email: v.string(), uid: v.string(), provider: v.literal('email') }),
            message,
          }),
          'Signed up, or a mail sent to the owner of an existing account (the answer does not tell which); a confirmation link is mailed',
        ),
      },
    }),
  }, async (request, reply) => {
    const { email } = await request.withContext((context) => signUp(context, request.body));
    return reply.jsonApi({
      status: 'success',
      data: { email, uid: email, provider: 'email' },
      message: translate(request.locale, 'auth.signed_up'),
    });
  });

  app.post('/password', {
    config: limitedMailing,
    schema: describeRoute({
      tags,
      summary: 'Mail a password-reset link',
      body: { json: requestPasswordResetSchema },
      response: { 200: deviseAnswer(v.strictObject({ success: v.literal(true), message }), 'The same answer for every address') },
    }),
  }, async (request, reply) => {
    const email = await request.withContext((context) => requestPasswordReset(context, request.body));
    return reply.jsonApi({ success: true, message: translate(request.locale, 'auth.password_reset_sent', { email }) });
  });

  const changePassword = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await request.withContext((context) => updatePassword(context, request.body, !!(request.headers['access-token'] || request.headers.authorization)));
    return reply.jsonApi({ success: true, data: deviseUser(user), message: translate(request.locale, 'auth.password_updated') });
  };
  // Choosing a password with an invitation's token tells (and may mail) the inviter.
  const limitedMailingOnToken = { ...limited, mailsOthers: { when: bodyNames('reset_password_token') } };
  const changePasswordShapes = (summary: string) =>
    describeRoute({
      tags,
      summary,
      body: { json: updatePasswordSchema },
      response: {
        200: deviseAnswer(v.strictObject({ success: v.literal(true), data: authUserSchema, message }), 'The password is changed: the user'),
      },
    });
  app.put('/password', { config: limitedMailingOnToken, schema: changePasswordShapes('Set a new password (signed in, or with a reset token)') }, changePassword);
  app.patch('/password', { config: limitedMailingOnToken, schema: changePasswordShapes('Same as PUT /auth/password') }, changePassword);
}

/** Account actions that live under /api/v1. */
export async function accountRoutes(app: FastifyInstance) {
  app.post('/confirm', {
    schema: describeRoute({
      tags,
      summary: 'Confirm an e-mail address with the mailed token',
      body: { json: confirmEmailSchema },
      response: { 200: { document: 'one', type: 'users' } },
    }),
  }, async (request, reply) => {
    const user = await request.withContext((context) => confirmEmail(context, request.body));
    return reply.jsonApi({ data: serializeUser(user) });
  });

  app.post(
    '/sign_in_as_user',
    {
      config: { keepSessionToken: true },
      schema: describeRoute({
        tags,
        summary: "Admin: open a session as another user (audited); the session is in the answer's headers",
        body: { json: signInAsUserSchema },
        response: { 200: { document: 'one', type: 'users' } },
      }),
    },
    async (request, reply) => {
      const { user, headers, admin } = await request.withContext((context) => signInAsUser(context, request.body));
      sendSession(reply, headers);
      return reply.jsonApi({ data: serializeUser(user), meta: { impersonated_by: admin.id } });
    },
  );

  app.post(
    '/sign_in_as_user/stop',
    {
      config: { body: 'none' },
      schema: describeRoute({
        tags,
        summary: "End a session as another user (from that session); the admin's own session is untouched",
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      await request.withContext((context) => stopSignInAsUser(context));
      for (const name of SESSION_HEADERS) reply.removeHeader(name);
      return reply.code(204).send();
    },
  );
}
