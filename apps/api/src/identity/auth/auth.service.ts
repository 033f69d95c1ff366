// Sessions: signing in and out, and the user a session token stands for. Sign-up,
// confirmation and passwords are in auth.accounts.ts, sign-in-as in auth.impersonation.ts.
import { signInSchema } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { ApiError } from '../../platform/http/errors';
import { validateAttributes } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import type { TenantContext } from '../tenancy/tenancy.plugin';
import { findUserByEmail, findUserById, listRoleNames, updateUser, type UserRow } from '../users/users.data';
import { bodyAttributes, unwrap } from './auth.input';
import {
  clearFailures,
  deleteToken,
  findFailures,
  findSession,
  insertToken,
  pruneTokens,
  recordFailure,
  rotateToken,
  type AuthTokenRow,
  type SessionRow,
} from './auth.repository';
import { verifyPassword } from '../../platform/secrets/passwords';
import { belongsToCenter, type CurrentUser } from '../access/access';
import { BATCH_WINDOW_MS, MAX_CLIENTS_PER_USER, TOKEN_LIFESPAN_MS, authHeaders, batchHeaders, digestsEqual, randomToken, tokenDigest, type AuthHeaders } from '../../platform/secrets/tokens';

type Headers = Partial<AuthHeaders>;

/** Whether an account in this state may hold a session at all. */
export function maySignIn(user: Pick<UserRow, 'status'>, allowInactiveUsers: boolean): boolean {
  if (user.status === 'archived' || user.status === 'invited') return false;
  return user.status !== 'inactive' || allowInactiveUsers;
}

function toCurrentUser({ user, roles, memberships }: SessionRow, token: AuthTokenRow): CurrentUser {
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
    organizationIds: memberships.map((membership) => membership.organizationId),
    managedOrganizationIds: memberships
      .filter((membership) => membership.role === 'organization_superuser')
      .map((membership) => membership.organizationId),
    client: token.client,
    impersonatorUserId: token.impersonatorUserId,
  };
}

/**
 * The user of a device's session when the account may hold one, the token has
 * not expired, the user belongs to the site's centre and any admin signed in
 * as them still may: null otherwise.
 */
async function liveSession(
  tx: Tx,
  tenant: TenantContext,
  allowInactiveUsers: boolean,
  user: { email: string } | { id: string },
  client: string,
): Promise<{ currentUser: CurrentUser; token: AuthTokenRow } | null> {
  const session = await findSession(tx, tenant.id, user, client);
  const token = session?.token;
  if (!session || !token || !maySignIn(session.user, allowInactiveUsers) || token.expiresAt <= new Date()) return null;
  const currentUser = toCurrentUser(session, token);
  if (!belongsToCenter(currentUser, tenant.volunteerCenterId)) return null;
  if (token.impersonatorUserId && !(await mayStillImpersonate(tx, tenant.id, token.impersonatorUserId, allowInactiveUsers))) return null;
  return { currentUser, token };
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
  const session = await liveSession(tx, tenant, allowInactiveUsers, { email: credentials.uid }, credentials.client);
  if (!session) return null;
  const { currentUser, token: row } = session;
  const now = new Date();
  const digest = tokenDigest(secretKey, credentials.token);
  const isCurrent = digestsEqual(row.tokenDigest, digest);
  const isPrevious = !!row.previousTokenDigest && digestsEqual(row.previousTokenDigest, digest);
  const inBatchWindow = now.getTime() - row.rotatedAt.getTime() < BATCH_WINDOW_MS;
  if (!isCurrent && !(isPrevious && inBatchWindow)) return null;

  if (inBatchWindow || !rotate) return { user: currentUser, headers: batchHeaders(row.client, currentUser.email) };
  const next = randomToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFESPAN_MS);
  const rotated = await rotateToken(tx, row, tokenDigest(secretKey, next), now, expiresAt);
  return {
    user: currentUser,
    headers: rotated ? authHeaders(next, row.client, currentUser.email, expiresAt) : batchHeaders(row.client, currentUser.email),
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
  return (await liveSession(tx, tenant, allowInactiveUsers, { id: userId }, client))?.currentUser ?? null;
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

export async function signOut(context: RequestContext): Promise<void> {
  const user = context.user;
  if (!user || !(await deleteToken(context.tx, user.tenantId, user.id, user.client))) {
    throw new ApiError('NOT_FOUND', { detailKey: 'error.NOT_FOUND.session' });
  }
}

