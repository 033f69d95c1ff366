import * as v from 'valibot';
import {
  requestPasswordResetSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
  type Role,
} from '@platform/contracts';
import type { Tx } from '../../db/database';
import { ApiError, ValidationError } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import { isPlainObject, validateAttributes } from '../../http/json-api';
import type { RequestContext } from '../../http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { composeMail, mailRecipient } from '../notification-templates/templated-mail';
import { notifyRecipients } from '../notifications/notifications.service';
import { listMembershipIds } from '../organizations/organizations.data';
import type { TenantContext } from '../tenancy/tenancy.plugin';
import { siteUrl } from '../tenancy/tenancy.plugin';
import {
  findUserByEmail,
  findUserById,
  findUserByTokenDigest,
  insertUserUnlessTaken,
  listRoleNames,
  updateUser,
  type NewUser,
  type UserRow,
} from '../users/users.data';
import {
  clearFailures,
  deleteToken,
  deleteTokensOfUser,
  findFailures,
  findToken,
  insertToken,
  pruneTokens,
  recordFailure,
  rotateToken,
} from './auth.repository';
import { queuePasswordReset } from './auth.jobs';
import { requireCredentialChange, requireCurrentPassword } from './credentials';
import { hashPassword, verifyPassword } from '../secrets/passwords';
import { belongsToCenter, requireRole, requireUser, type CurrentUser } from '../access/access';
import { BATCH_WINDOW_MS, CONFIRMATION_TOKEN_LIFESPAN_MS, INVITATION_TOKEN_LIFESPAN_MS, MAX_CLIENTS_PER_USER, RESET_TOKEN_LIFESPAN_MS, TOKEN_LIFESPAN_MS, authHeaders, batchHeaders, digestsEqual, randomToken, tokenDigest, type AuthHeaders } from '../secrets/tokens';

type Headers = Partial<AuthHeaders>;

/** Whether an account in this state may hold a session at all. */
function maySignIn(user: UserRow, allowInactiveUsers: boolean): boolean {
  if (user.status === 'archived' || user.status === 'invited') return false;
  return user.status !== 'inactive' || allowInactiveUsers;
}

async function toCurrentUser(tx: Tx, user: UserRow, client: string, impersonatorUserId: string | null): Promise<CurrentUser> {
  // Sequential: a transaction is one connection, and node-postgres deprecates overlapping queries on it.
  const roles = await listRoleNames(tx, user.tenantId, user.id);
  const { organizationIds, managedOrganizationIds } = await listMembershipIds(tx, user.tenantId, user.id);
  return {
    id: user.id,
    tenantId: user.tenantId,
    volunteerCenterId: user.volunteerCenterId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    locale: user.locale,
    roles,
    organizationIds,
    managedOrganizationIds,
    client,
    impersonatorUserId,
  };
}

export type AuthenticateInput = {
  tenant: TenantContext;
  secretKey: string;
  allowInactiveUsers: boolean;
  credentials: { token: string; client: string; uid: string };
  /**
   * False for a request whose answer carries another session's headers
   * (`sign_in_as_user`): a token rotated there would never reach the client.
   */
  rotate?: boolean;
};

/**
 * Checks a request's token and rotates it (devise_token_auth semantics): the
 * current token is replaced by a new one unless it was rotated within the
 * batch window, in which case the current and the previous token are both
 * accepted and the answer says "keep yours".
 */
export async function authenticate(
  tx: Tx,
  { tenant, secretKey, allowInactiveUsers, credentials, rotate = true }: AuthenticateInput,
): Promise<{ user: CurrentUser; headers: Headers } | null> {
  const user = await findUserByEmail(tx, tenant.id, credentials.uid);
  if (!user || !maySignIn(user, allowInactiveUsers)) return null;
  const row = await findToken(tx, tenant.id, user.id, credentials.client);
  const now = new Date();
  if (!row || row.expiresAt <= now) return null;

  const digest = tokenDigest(secretKey, credentials.token);
  const isCurrent = digestsEqual(row.tokenDigest, digest);
  const isPrevious = !!row.previousTokenDigest && digestsEqual(row.previousTokenDigest, digest);
  const inBatchWindow = now.getTime() - row.rotatedAt.getTime() < BATCH_WINDOW_MS;
  if (!isCurrent && !(isPrevious && inBatchWindow)) return null;

  const currentUser = await toCurrentUser(tx, user, row.client, row.impersonatorUserId);
  if (!belongsToCenter(currentUser, tenant.volunteerCenterId)) return null;
  if (row.impersonatorUserId && !(await mayStillImpersonate(tx, tenant.id, row.impersonatorUserId, allowInactiveUsers))) return null;

  if (inBatchWindow || !rotate) return { user: currentUser, headers: batchHeaders(row.client, user.email) };
  const next = randomToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_MS);
  const rotated = await rotateToken(tx, row, tokenDigest(secretKey, next), now, expiresAt);
  return {
    user: currentUser,
    headers: rotated ? authHeaders(next, row.client, user.email, expiresAt) : batchHeaders(row.client, user.email),
  };
}

/**
 * The user of a device's session as it is now, without its token: for a
 * long-lived answer (the live event stream) that checked the token once and
 * must end when the session does (signed out, expired, account no longer
 * allowed, impersonation over). Null when it has ended. Memberships and roles
 * are read afresh.
 */
export async function currentSessionUser(
  tx: Tx,
  { tenant, allowInactiveUsers, userId, client }: { tenant: TenantContext; allowInactiveUsers: boolean; userId: string; client: string },
): Promise<CurrentUser | null> {
  const user = await findUserById(tx, tenant.id, userId);
  if (!user || !maySignIn(user, allowInactiveUsers)) return null;
  const row = await findToken(tx, tenant.id, user.id, client);
  if (!row || row.expiresAt <= new Date()) return null;
  const currentUser = await toCurrentUser(tx, user, row.client, row.impersonatorUserId);
  if (!belongsToCenter(currentUser, tenant.volunteerCenterId)) return null;
  if (row.impersonatorUserId && !(await mayStillImpersonate(tx, tenant.id, row.impersonatorUserId, allowInactiveUsers))) return null;
  return currentUser;
}

/** An impersonation ends as soon as the admin behind it may no longer sign in or is no longer an admin. */
async function mayStillImpersonate(tx: Tx, tenantId: string, impersonatorUserId: string, allowInactiveUsers: boolean): Promise<boolean> {
  const impersonator = await findUserById(tx, tenantId, impersonatorUserId);
  if (!impersonator || !maySignIn(impersonator, allowInactiveUsers)) return false;
  return (await listRoleNames(tx, tenantId, impersonator.id)).includes('admin');
}

/** Opens a session on a new device for `user`; at most MAX_CLIENTS_PER_USER stay open. */
export async function issueSession(
  tx: Tx,
  secretKey: string,
  user: UserRow,
  impersonatorUserId: string | null = null,
): Promise<AuthHeaders> {
  const token = randomToken();
  const client = randomToken(16);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_MS);
  await insertToken(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    client,
    tokenDigest: tokenDigest(secretKey, token),
    rotatedAt: new Date(now.getTime() - BATCH_WINDOW_MS),
    expiresAt,
    lastUsedAt: now,
    impersonatorUserId,
  });
  await pruneTokens(tx, user.tenantId, user.id, MAX_CLIENTS_PER_USER);
  return authHeaders(token, client, user.email, expiresAt);
}

/** Attributes of a devise-style body: top-level fields, or a JSON:API document's data.attributes. */
function bodyAttributes(body: unknown): { attributes: Record<string, unknown>; pointer: string } {
  if (body === undefined || body === null) return { attributes: {}, pointer: '' };
  if (!isPlainObject(body)) throw new ApiError('INVALID_DOCUMENT', { pointer: '' });
  if (isPlainObject(body.data)) {
    const attributes = body.data.attributes ?? {};
    if (!isPlainObject(attributes)) throw new ApiError('INVALID_DOCUMENT', { pointer: '/data/attributes' });
    return { attributes, pointer: '/data/attributes' };
  }
  return { attributes: body, pointer: '' };
}

// Rails-style clients may wrap the fields in a resource key ({ user: {...} });
// devise_token_auth accepts both, so do we.
function unwrap(body: unknown, key: string): unknown {
  return isPlainObject(body) && isPlainObject(body[key]) && Object.keys(body).length === 1 ? body[key] : body;
}

export type SignInOutcome = { ok: true; user: UserRow; headers: AuthHeaders } | { ok: false; error: ApiError };

/**
 * Signs in with e-mail and password. Failures are counted per address (known
 * or not) and lock it for a while; the caller commits before answering, so the
 * count survives the error answer.
 */
export async function signIn(context: RequestContext, body: unknown): Promise<SignInOutcome> {
  const { attributes, pointer } = bodyAttributes(unwrap(body, 'user'));
  const input = validateAttributes(attributes, signInSchema, pointer);
  const { tenant } = context;
  const { secretKey, rateLimits, allowInactiveUsers } = context.config;
  const now = new Date();

  const failures = await findFailures(context.tx, tenant.id, input.email);
  if (failures?.lockedUntil && failures.lockedUntil > now) {
    return { ok: false, error: lockedError(failures.lockedUntil, now) };
  }
  const user = await findUserByEmail(context.tx, tenant.id, input.email);
  const passwordMatches = await verifyPassword(user?.encryptedPassword, input.password);
  if (!user || !passwordMatches) {
    const lockUntil = new Date(now.getTime() + rateLimits.lockMinutes * 60_000);
    const { locked } = await recordFailure(context.tx, tenant.id, input.email, rateLimits.maxFailedSignIns, lockUntil);
    return { ok: false, error: locked ? lockedError(lockUntil, now) : new ApiError('INVALID_CREDENTIALS') };
  }
  await clearFailures(context.tx, tenant.id, input.email);

  const roles = await listRoleNames(context.tx, tenant.id, user.id);
  if (!belongsToCenter({ roles, volunteerCenterId: user.volunteerCenterId }, tenant.volunteerCenterId)) {
    return { ok: false, error: new ApiError('WRONG_CENTER') };
  }
  if (!maySignIn(user, allowInactiveUsers)) return { ok: false, error: new ApiError('ACCOUNT_INACTIVE') };
  if (!user.confirmedAt) return { ok: false, error: new ApiError('UNCONFIRMED') };

  const headers = await issueSession(context.tx, secretKey, user);
  const updated = await updateUser(context.tx, tenant.id, user.id, {
    signInCount: user.signInCount + 1,
    lastSignInAt: now,
  });
  return { ok: true, user: updated, headers };
}

function lockedError(until: Date, now: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new ApiError('ACCOUNT_LOCKED', { params: { minutes } });
}

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
  const input = validateAttributes(
    attributes,
    v.object({ confirmationToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
    pointer,
  );
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

export async function signOut(context: RequestContext): Promise<void> {
  const user = context.user;
  if (!user || !(await deleteToken(context.tx, user.tenantId, user.id, user.client))) {
    throw new ApiError('NOT_FOUND', { detailKey: 'error.NOT_FOUND.session' });
  }
}

/**
 * Why an admin may not sign in as `target`, or null when they may: never as
 * themselves or another admin, only as an account that can sign in itself, and
 * only as a user of this site's centre (their session works nowhere else).
 */
async function impersonationRefusal(
  context: RequestContext,
  admin: CurrentUser,
  target: UserRow,
): Promise<ApiError | null> {
  const forbidden = (detailKey: MessageKey, params?: Record<string, string>) => new ApiError('FORBIDDEN', { detailKey, params });
  if (target.id === admin.id) return forbidden('error.FORBIDDEN.impersonate_self');
  if ((await listRoleNames(context.tx, context.tenant.id, target.id)).includes('admin')) return forbidden('error.FORBIDDEN.impersonate_admin');
  if (!maySignIn(target, context.config.allowInactiveUsers)) {
    return forbidden('error.FORBIDDEN.impersonate_inactive', { status: target.status });
  }
  if (target.volunteerCenterId !== context.tenant.volunteerCenterId) return forbidden('error.FORBIDDEN.impersonate_other_center');
  return null;
}

/** An admin opens a session as another user of the tenant; recorded in the audit trail. */
export async function signInAsUser(
  context: RequestContext,
  body: unknown,
): Promise<{ user: UserRow; headers: AuthHeaders; admin: CurrentUser }> {
  const admin = requireRole(context, 'admin');
  const { attributes, pointer } = bodyAttributes(body);
  const dataId = isPlainObject(body) && isPlainObject(body.data) ? body.data.id : undefined;
  const input = validateAttributes(
    dataId !== undefined && attributes.user_id === undefined ? { ...attributes, user_id: dataId } : attributes,
    v.object({ userId: v.pipe(v.string(), v.uuid()) }),
    pointer,
  );
  const target = await findUserById(context.tx, context.tenant.id, input.userId.toLowerCase());
  if (!target) throw new ApiError('NOT_FOUND');
  const refusal = await impersonationRefusal(context, admin, target);
  if (refusal) throw refusal;
  const headers = await issueSession(context.tx, context.config.secretKey, target, admin.id);
  await recordAuditEvent(context, {
    action: 'user.signed_in_as',
    actorUserId: admin.id,
    subjectType: 'users',
    subjectId: target.id,
    data: { client: headers.client },
    volunteerCenterId: target.volunteerCenterId,
  });
  return { user: target, headers, admin };
}

/**
 * Ends an admin's session as another user: signs that device out. The admin's
 * own session was never touched, so the app goes back to it. Audited.
 */
export async function stopSignInAsUser(context: RequestContext): Promise<void> {
  const user = requireUser(context);
  if (!user.impersonatorUserId) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.not_impersonating' });
  await deleteToken(context.tx, user.tenantId, user.id, user.client);
  await recordAuditEvent(context, {
    action: 'user.signed_in_as_stopped',
    actorUserId: user.impersonatorUserId,
    subjectType: 'users',
    subjectId: user.id,
    data: { client: user.client },
    volunteerCenterId: user.volunteerCenterId,
  });
}
