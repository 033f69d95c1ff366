import {
  confirmEmailSchema,
  requestPasswordResetSchema,
  signUpSchema,
  updatePasswordSchema,
  type Role,
} from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { validateAttributes } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { composeMail } from '../notification-templates/templated-mail';
import { mailRecipient } from '../notification-templates/templated-mail';
import { notifyRecipients } from '../notifications/notifications.service';
import { siteUrl } from '../tenancy/tenancy.plugin';
import {
  findUserByEmail,
  findUserById,
  findUserByTokenDigest,
  insertUserUnlessTaken,
  updateUser,
  type NewUser,
  type UserRow,
} from '../users/users.data';
import { bodyAttributes, unwrap } from './auth.input';
import { queuePasswordReset } from './auth.jobs';
import { clearFailures, deleteTokensOfUser } from './auth.repository';
import { requireCredentialChange, requireCurrentPassword } from './credentials';
import { hashPassword } from '../../platform/secrets/passwords';
import type { CurrentUser } from '../access/access';
import { CONFIRMATION_TOKEN_LIFESPAN_MS, INVITATION_TOKEN_LIFESPAN_MS, RESET_TOKEN_LIFESPAN_MS, randomToken, tokenDigest } from '../../platform/secrets/tokens';

/**
 * Registers a volunteer. The answer is the same whether the address is new or
 * already has an account; the owner of an existing account gets a mail instead.
 * Both cases do the same work (hash, look-up, one insert statement that is a
 * no-op for a taken address, one queued mail), so the answer time does not tell either.
 */
export async function signUp(context: RequestContext, body: unknown): Promise<{ email: string }> {
  const { attributes, pointer } = bodyAttributes(unwrap(body, 'user'));
  const input = validateAttributes(attributes, signUpSchema, pointer);
  if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) {
    throw new ValidationError([
      { pointer: `${pointer}/password_confirmation`, field: 'password_confirmation', reason: 'confirmation_mismatch' },
    ]);
  }
  const { tenant } = context;
  const token = randomToken();
  const values = {
    tenantId: tenant.id,
    volunteerCenterId: tenant.volunteerCenterId,
    email: input.email,
    encryptedPassword: await hashPassword(input.password),
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    acceptTerms: input.acceptTerms ?? false,
    status: 'active',
    signupMethod: 'signedUp',
    locale: context.locale,
    confirmationTokenDigest: tokenDigest(context.config.secretKey, token),
    confirmationSentAt: new Date(),
  } satisfies NewUser;
  const existing = await findUserByEmail(context.tx, tenant.id, input.email);
  const insertedId = await insertUserUnlessTaken(context.tx, values, 'volunteer' satisfies Role);
  if (insertedId) {
    await sendConfirmation(context, { ...values, unconfirmedEmail: null }, token);
    return { email: input.email };
  }
  // Taken: by the account found, or by one that signed up at the same moment.
  const owner = existing ?? (await findUserByEmail(context.tx, tenant.id, input.email));
  if (owner) {
    const link = await siteUrl(context, owner.volunteerCenterId, 'public_site', '/auth/recover');
    await mailRecipient(context, owner, { volunteerCenterId: owner.volunteerCenterId, template: 'already_registered', values: { link } });
  }
  return { email: input.email };
}

type ConfirmationRecipient = Pick<UserRow, 'volunteerCenterId' | 'email' | 'unconfirmedEmail' | 'locale' | 'firstName'>;

export async function sendConfirmation(context: RequestContext, user: ConfirmationRecipient, token: string) {
  const link = await siteUrl(context, user.volunteerCenterId, 'public_site', `/confirm?confirmation_token=${token}`);
  await mailRecipient(context, { ...user, email: user.unconfirmedEmail ?? user.email }, {
    volunteerCenterId: user.volunteerCenterId,
    template: 'confirmation',
    values: { link, days: CONFIRMATION_TOKEN_LIFESPAN_MS / 86_400_000 },
  });
}

/** Sends an invited user the link to choose a password (a reset token with a longer life). */
export async function sendInvitation(context: RequestContext, user: UserRow) {
  const token = randomToken();
  await updateUser(context.tx, user.tenantId, user.id, {
    resetPasswordTokenDigest: tokenDigest(context.config.secretKey, token),
    // Back-dated so the common reset expiry check grants an invitation its longer life.
    resetPasswordSentAt: new Date(Date.now() + INVITATION_TOKEN_LIFESPAN_MS - RESET_TOKEN_LIFESPAN_MS),
  });
  const link = await siteUrl(context, user.volunteerCenterId, 'public_site', `/auth/reset?reset_password_token=${token}`);
  await mailRecipient(context, user, {
    volunteerCenterId: user.volunteerCenterId,
    template: 'invitation',
    values: { link, days: INVITATION_TOKEN_LIFESPAN_MS / 86_400_000 },
  });
}

/**
 * Tells the staff member who invited a user that the invitation was accepted:
 * in the app, and by mail unless they chose the app only. Nobody is told when
 * the inviter's account is gone or no longer active.
 */
async function tellInviter(context: RequestContext, user: UserRow): Promise<void> {
  if (!user.invitedById) return;
  const inviter = await findUserById(context.tx, context.tenant.id, user.invitedById);
  if (!inviter || inviter.deletedAt || inviter.status !== 'active') return;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const path = `/users/${user.id}`;
  const [recipient] = await notifyRecipients(
    context,
    {
      kind: 'invitation_accepted',
      subject: { type: 'users', id: user.id },
      data: { name },
      link: { app: 'portal', path },
    },
    [inviter],
  );
  if (!recipient) return;
  await mailRecipient(context, recipient, {
    volunteerCenterId: user.volunteerCenterId,
    template: 'invitation_accepted',
    values: { name, email: user.email, link: await siteUrl(context, user.volunteerCenterId, 'portal', path) },
  });
}

/**
 * Asks for a reset link. Whether the address has an account is decided by the
 * `auth.password_reset` job, not here: the request does the same work for any
 * address (look-up, token, mail text, one queued job), so neither the answer
 * nor its time tells whether an account exists.
 */
export async function requestPasswordReset(context: RequestContext, body: unknown): Promise<string> {
  const { attributes, pointer } = bodyAttributes(unwrap(body, 'user'));
  const input = validateAttributes(attributes, requestPasswordResetSchema, pointer);
  const { tenant } = context;
  const user = await findUserByEmail(context.tx, tenant.id, input.email);
  const volunteerCenterId = user?.volunteerCenterId ?? tenant.volunteerCenterId;
  const token = randomToken();
  const link = await siteUrl(context, volunteerCenterId, 'public_site', `/auth/reset?reset_password_token=${token}`);
  const message = await composeMail(context, {
    to: user?.email ?? input.email,
    locale: user?.locale ?? context.locale,
    recipientName: user?.firstName ?? null,
    volunteerCenterId,
    template: 'password_reset',
    values: { link, hours: RESET_TOKEN_LIFESPAN_MS / 3_600_000 },
  });
  // A security mail's template cannot be made inactive, so there is always a message.
  if (!message) throw new Error('The password reset template is inactive');
  await queuePasswordReset(context, {
    tenantId: tenant.id,
    email: input.email,
    tokenDigest: tokenDigest(context.config.secretKey, token),
    message,
  });
  return input.email;
}

/**
 * Sets a new password, either for the signed-in user (auth headers and their
 * current password; not in a session opened as them) or with a single-use
 * reset token from a mail. A reset signs the user out everywhere.
 */
export async function updatePassword(
  context: RequestContext,
  body: unknown,
  /** Whether the request carried session headers (valid or not): then a missing user is a 401. */
  sessionHeadersSent: boolean,
): Promise<UserRow> {
  const { attributes, pointer } = bodyAttributes(unwrap(body, 'user'));
  const resetToken = typeof attributes.reset_password_token === 'string' ? attributes.reset_password_token : undefined;
  if (!resetToken && !context.user) {
    if (sessionHeadersSent) throw new ApiError('UNAUTHENTICATED');
    throw new ApiError('RESET_CREDENTIALS_MISSING');
  }
  if (!resetToken) requireCredentialChange(context.user as CurrentUser);
  const input = validateAttributes(attributes, updatePasswordSchema, pointer);
  if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) {
    throw new ValidationError([
      { pointer: `${pointer}/password_confirmation`, field: 'password_confirmation', reason: 'confirmation_mismatch' },
    ]);
  }
  const { tenant } = context;

  if (resetToken) {
    const user = await findUserByTokenDigest(
      context.tx,
      tenant.id,
      'resetPasswordTokenDigest',
      tokenDigest(context.config.secretKey, resetToken),
    );
    const expired = !user?.resetPasswordSentAt || Date.now() - user.resetPasswordSentAt.getTime() > RESET_TOKEN_LIFESPAN_MS;
    if (!user || expired) throw new ApiError('INVALID_TOKEN', { pointer: `${pointer}/reset_password_token` });
    await deleteTokensOfUser(context.tx, tenant.id, user.id);
    await clearFailures(context.tx, tenant.id, user.email.toLowerCase());
    const updated = await updateUser(context.tx, tenant.id, user.id, {
      encryptedPassword: await hashPassword(input.password),
      resetPasswordTokenDigest: null,
      resetPasswordSentAt: null,
      // The mailed link proves the address; an invitation is accepted by choosing a password.
      confirmedAt: user.confirmedAt ?? new Date(),
      status: user.status === 'invited' ? 'active' : user.status,
    });
    if (user.status === 'invited') await tellInviter(context, updated);
    return updated;
  }

  // devise's check_current_password_before_update: a session alone does not change the password.
  const current = context.user as CurrentUser;
  const user = await findUserById(context.tx, tenant.id, current.id);
  if (!user) throw new ApiError('UNAUTHENTICATED');
  await requireCurrentPassword(user, input.currentPassword, `${pointer}/current_password`);
  await deleteTokensOfUser(context.tx, tenant.id, current.id, current.client);
  return updateUser(context.tx, tenant.id, current.id, { encryptedPassword: await hashPassword(input.password) });
}

/** Confirms an e-mail address with the single-use token from the confirmation mail; does not sign in. */
export async function confirmEmail(context: RequestContext, body: unknown): Promise<UserRow> {
  const { attributes, pointer } = bodyAttributes(body);
  const input = validateAttributes(attributes, confirmEmailSchema, pointer);
  const { tenant } = context;
  const user = await findUserByTokenDigest(
    context.tx,
    tenant.id,
    'confirmationTokenDigest',
    tokenDigest(context.config.secretKey, input.confirmationToken),
  );
  const expired = !user?.confirmationSentAt || Date.now() - user.confirmationSentAt.getTime() > CONFIRMATION_TOKEN_LIFESPAN_MS;
  if (!user || expired) throw new ApiError('INVALID_TOKEN', { pointer: `${pointer}/confirmation_token` });

  const changes: Partial<UserRow> = { confirmedAt: new Date(), confirmationTokenDigest: null, unconfirmedEmail: null };
  if (user.unconfirmedEmail) {
    const taken = await findUserByEmail(context.tx, tenant.id, user.unconfirmedEmail);
    if (taken && taken.id !== user.id) {
      throw new ValidationError([{ pointer: `${pointer}/email`, field: 'email', reason: 'taken' }]);
    }
    changes.email = user.unconfirmedEmail;
    await deleteTokensOfUser(context.tx, tenant.id, user.id);
    await recordAuditEvent(context, {
      action: 'user.email_changed',
      actorUserId: user.id,
      subjectType: 'users',
      subjectId: user.id,
    });
  }
  return updateUser(context.tx, tenant.id, user.id, changes);
}
