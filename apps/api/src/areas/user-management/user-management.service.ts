import {
  ROLES,
  USER_STATUSES,
  currentUserUpdateSchema,
  roleChangeSchema,
  userCreateSchema,
  userUpdateSchema,
  type CurrentUserUpdateInput,
  type UserUpdateInput,
  type Role,
  type UserStatus,
} from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { isPlainObject, isUuid, parseResourceDocument, requireUuid, validateAttributes, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { translate } from '../../platform/i18n/messages';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { deleteTokensOfUser } from '../../identity/auth/auth.data';
import { sendConfirmation, sendInvitation } from '../../identity/auth/auth.accounts';
import { requireCredentialChange, requireCurrentPassword } from '../../identity/auth/credentials';
import { hasRole, requireUser, type CurrentUser } from '../../identity/access/access';
import { randomToken, tokenDigest } from '../../platform/secrets/tokens';
import { mailRecipient } from '../../identity/notification-templates/templated-mail';
import { mayAdministerOrganization, maySeeOrganization } from '../../identity/organizations/organizations.policy';
import { addMember, findOrganization, listMembershipsOfUsers, listMemberUserIds, type OrganizationRow } from '../../identity/organizations/organizations.data';
import {
  isWithinManagedScope,
  mayChangeRole,
  mayChangeStatus,
  mayManageUsers,
  mayReadOtherUsers,
  mayReadUser,
  mayTouchUser,
  userListScope,
  type UserSubject,
} from '../../identity/users/users.policy';
import {
  addRole,
  findRolesOfUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  listUsers,
  removeRole,
  updateUser,
  type NewUser,
  type UserFilters,
  type UserRoleRow,
  type UserRow,
} from '../../identity/users/users.data';
import { fullName } from '../../identity/users/users.serializer';
import type { UserBundle } from './user-management.serializer';
import { eraseAccount } from '../personal-data/personal-data.erase';
import type { RemovedFile } from '../uploads/uploads.personal-data';

/** The includes a user answer may ask for. */
export const USER_INCLUDES = ['roles', 'organizations'] as const;

const EMAIL_POINTER = '/data/attributes/email';
const CURRENT_PASSWORD_POINTER = '/data/attributes/current_password';

/** A user row with what the policy needs to judge access to it. */
type LoadedUser = { user: UserRow; subject: UserSubject };

/** Roles and memberships of users; the organisations are cut down to those the viewer may see. */
async function loadBundle(context: RequestContext, users: UserRow[]): Promise<UserBundle> {
  const tenantId = context.tenant.id;
  const ids = users.map((u) => u.id);
  const roleRows = await findRolesOfUsers(context.tx, tenantId, ids);
  const memberships = await listMembershipsOfUsers(context.tx, tenantId, ids);
  const roles = new Map(ids.map((id) => [id, [] as UserRoleRow[]]));
  for (const role of roleRows) roles.get(role.userId)?.push(role);
  const organizations = new Map(ids.map((id) => [id, [] as OrganizationRow[]]));
  for (const { userId, organization } of memberships) {
    if (maySeeOrganization(context.user, [context.tenant.volunteerCenterId], organization)) {
      organizations.get(userId)?.push(organization);
    }
  }
  return { users, roles, organizations };
}

async function loadUser(context: RequestContext, id: string): Promise<LoadedUser | undefined> {
  const tenantId = context.tenant.id;
  const user = await findUserById(context.tx, tenantId, id);
  if (!user) return undefined;
  const roles = await findRolesOfUsers(context.tx, tenantId, [user.id]);
  const memberships = await listMembershipsOfUsers(context.tx, tenantId, [user.id]);
  return {
    user,
    subject: {
      id: user.id,
      volunteerCenterId: user.volunteerCenterId,
      roles: roles.map((r) => r.name),
      organizationIds: memberships.map((m) => m.organization.id),
    },
  };
}

function invalidFilter(name: string): ApiError {
  const parameter = `filter[${name}]`;
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

/** The filters of a user list: the users module's, and the organisation whose members to show. */
type UserListFilters = Omit<UserFilters, 'userIds'> & { organizationId?: string };

/** Turns `filter[...]` values into typed filters; a value that can match nothing valid is a 400. */
function userFilters(filters: ListQuery['filters']): UserListFilters {
  const result: UserListFilters = {};
  for (const [name, value] of filters) {
    switch (name) {
      case 'organization_id_eq':
        if (!isUuid(value)) throw invalidFilter(name);
        result.organizationId = value.toLowerCase();
        break;
      case 'with_role':
        if (!(ROLES as readonly string[]).includes(value)) throw invalidFilter(name);
        result.role = value as Role;
        break;
      case 'status_eq':
        if (!(USER_STATUSES as readonly string[]).includes(value)) throw invalidFilter(name);
        result.status = value as UserStatus;
        break;
      case 'email_cont':
        result.emailContains = value;
        break;
      case 'name_cont':
        result.nameContains = value;
        break;
      case 'q':
        result.text = value;
        break;
    }
  }
  return result;
}

/** Users the actor may list: staff their tenant or centre, organisation superusers the members of one of theirs. */
export async function listUsersFor(context: RequestContext, query: ListQuery): Promise<UserBundle & { total: number }> {
  const actor = requireUser(context);
  if (!mayReadOtherUsers(actor)) throw new ApiError('FORBIDDEN');
  const filters = userFilters(query.filters);
  const scope = userListScope(actor, filters.organizationId);
  if (!scope) throw new ApiError('FORBIDDEN');
  // The users module knows no organisations: an organisation's members are looked up here.
  const membersOf = (organizationId: string) => listMemberUserIds(context.tx, context.tenant.id, organizationId);
  const { organizationId, ...rowFilters } = filters;
  const { rows, total } = await listUsers(context.tx, context.tenant.id, {
    scope: scope.kind === 'organization' ? { kind: 'users', userIds: await membersOf(scope.organizationId) } : scope,
    filters: { ...rowFilters, ...(organizationId ? { userIds: await membersOf(organizationId) } : {}) },
    sort: query.sort,
    page: query.page,
  });
  return { ...(await loadBundle(context, rows)), total };
}

/** One user: oneself always; others for staff in reach and organisation superusers of a shared organisation. */
export async function getUser(context: RequestContext, rawId: string | undefined): Promise<UserBundle> {
  const actor = requireUser(context);
  const id = requireUuid(rawId);
  if (id !== actor.id && !mayReadOtherUsers(actor)) throw new ApiError('FORBIDDEN');
  const loaded = await loadUser(context, id);
  if (!loaded || !mayReadUser(actor, loaded.subject)) throw new ApiError('NOT_FOUND');
  return loadBundle(context, [loaded.user]);
}

/** A user the actor may manage: 401/403 by role first, 404 when out of reach, 403 for an admin's account. */
async function requireManageable(context: RequestContext, rawId: string | undefined): Promise<{ actor: CurrentUser } & LoadedUser> {
  const actor = requireUser(context);
  if (!mayManageUsers(actor)) throw new ApiError('FORBIDDEN');
  const loaded = await loadUser(context, requireUuid(rawId));
  if (!loaded || !isWithinManagedScope(actor, loaded.subject)) throw new ApiError('NOT_FOUND');
  if (!mayTouchUser(actor, loaded.subject)) throw new ApiError('FORBIDDEN');
  return { actor, ...loaded };
}

function takenError(): ValidationError {
  return new ValidationError([{ pointer: EMAIL_POINTER, field: 'email', reason: 'taken' }]);
}

async function audit(
  context: RequestContext,
  action: string,
  actor: CurrentUser,
  subjectId: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  await recordAuditEvent(context, {
    action,
    actorUserId: actor.id,
    subjectType: 'users',
    subjectId,
    data,
  });
}

/**
 * An e-mail change is not applied at once: the new address is kept as
 * unconfirmed_email until its owner follows the mailed link (POST /confirm),
 * so nobody can move an account to an address they do not control. Only a
 * session of one's own may ask for it (never one opened as the user), the
 * user themself with their current password. Sending the current address
 * again cancels a pending change.
 */
async function emailChange(
  context: RequestContext,
  actor: CurrentUser,
  user: UserRow,
  { email, currentPassword }: { email?: string; currentPassword?: string },
): Promise<{ values: Partial<NewUser>; token?: string }> {
  if (email === undefined) return { values: {} };
  if (email === user.email.toLowerCase()) {
    return { values: user.unconfirmedEmail && user.confirmedAt ? { unconfirmedEmail: null, confirmationTokenDigest: null } : {} };
  }
  requireCredentialChange(actor);
  if (actor.id === user.id) await requireCurrentPassword(user, currentPassword, CURRENT_PASSWORD_POINTER);
  const holder = await findUserByEmail(context.tx, context.tenant.id, email);
  if (holder && holder.id !== user.id) throw takenError();
  const token = randomToken();
  return {
    values: {
      unconfirmedEmail: email,
      confirmationTokenDigest: tokenDigest(context.config.secretKey, token),
      confirmationSentAt: new Date(),
    },
    token,
  };
}

/**
 * Tells the current address that a change to `newEmail` is waiting for
 * confirmation, and by whom (the user, or staff by their role), so an
 * unwanted change does not go unnoticed; and writes it to the audit trail.
 */
async function reportEmailChange(context: RequestContext, actor: CurrentUser, user: UserRow, newEmail: string): Promise<void> {
  const byStaff = actor.id !== user.id;
  const role = hasRole(actor, 'admin') ? 'admin' : 'center_superuser';
  await mailRecipient(context, user, {
    volunteerCenterId: user.volunteerCenterId,
    template: 'email_change',
    values: { email: newEmail, staff_role: byStaff ? translate(user.locale, `mail.staff_role.${role}`) : '' },
  });
  await audit(context, 'user.email_change_requested', actor, user.id, { by: byStaff ? role : 'self' });
}

/** Applies profile changes (and a pending e-mail change) and mails the confirmation link when needed. */
async function applyProfileChanges(
  context: RequestContext,
  actor: CurrentUser,
  user: UserRow,
  input: UserUpdateInput | CurrentUserUpdateInput,
): Promise<UserRow> {
  const { email, currentPassword, ...profile } = input;
  const { values, token } = await emailChange(context, actor, user, { email, currentPassword });
  const updated = await updateUser(context.tx, context.tenant.id, user.id, { ...profile, ...values });
  if (token) {
    await sendConfirmation(context, updated, token);
    await reportEmailChange(context, actor, user, updated.unconfirmedEmail ?? '');
  }
  return updated;
}

/**
 * The signed-in user; for a session an admin opened as this user
 * (`sign_in_as_user`) also that admin, so the apps can say so and offer the way back.
 */
export async function getCurrentUser(context: RequestContext): Promise<UserBundle & { impersonator: { id: string; name: string } | null }> {
  const actor = requireUser(context);
  const user = await findUserById(context.tx, context.tenant.id, actor.id);
  if (!user) throw new ApiError('UNAUTHENTICATED');
  // Authentication has checked that the admin behind the session still exists.
  const admin = actor.impersonatorUserId ? await findUserById(context.tx, context.tenant.id, actor.impersonatorUserId) : undefined;
  return { ...(await loadBundle(context, [user])), impersonator: admin ? { id: admin.id, name: fullName(admin) } : null };
}

/**
 * The attributes of `PATCH /current_user`: the spec's `{ user: {...} }` (exactly
 * that one key), or a JSON:API document of type users; nothing else.
 */
function currentUserInput(body: unknown, id: string): CurrentUserUpdateInput {
  if (isPlainObject(body) && Object.keys(body).length === 1 && 'user' in body) {
    if (!isPlainObject(body.user)) throw new ApiError('INVALID_DOCUMENT', { pointer: '/user' });
    return validateAttributes(body.user, currentUserUpdateSchema, '/user');
  }
  return parseResourceDocument(body, { type: 'users', schema: currentUserUpdateSchema, id });
}

export async function updateCurrentUser(context: RequestContext, body: unknown): Promise<UserBundle> {
  const actor = requireUser(context);
  const user = await findUserById(context.tx, context.tenant.id, actor.id);
  if (!user) throw new ApiError('UNAUTHENTICATED');
  const input = currentUserInput(body, user.id);
  return loadBundle(context, [await applyProfileChanges(context, actor, user, input)]);
}

/**
 * Staff create an account: it starts invited (signup method createdByUser),
 * optionally with a role and an organisation, and the person gets an
 * invitation mail to choose a password.
 */
export async function createUser(context: RequestContext, body: unknown): Promise<UserBundle> {
  const actor = requireUser(context);
  if (!mayManageUsers(actor)) throw new ApiError('FORBIDDEN');
  const input = parseResourceDocument(body, { type: 'users', schema: userCreateSchema });
  if (input.status !== undefined && input.status !== 'invited') {
    throw new ValidationError([{ pointer: '/data/attributes/status', field: 'status', reason: 'read_only' }]);
  }
  if (input.role && !mayChangeRole(actor, input.role)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.grant_admin' });
  const organization = input.organizationId ? await findOrganization(context.tx, context.tenant.id, input.organizationId.toLowerCase()) : undefined;
  if (input.organizationId && (!organization || organization.deletedAt)) {
    throw new ValidationError([{ pointer: '/data/attributes/organization_id', field: 'organization_id', reason: 'invalid' }]);
  }
  if (organization && !mayAdministerOrganization(actor, organization)) {
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.organization' });
  }
  if (await findUserByEmail(context.tx, context.tenant.id, input.email)) throw takenError();

  const { role, organizationId: _organizationId, status: _status, ...profile } = input;
  // A centre superuser's accounts belong to their centre; an admin's to the organisation's centre or this site's.
  const volunteerCenterId = hasRole(actor, 'admin')
    ? (organization?.volunteerCenterId ?? context.tenant.volunteerCenterId)
    : actor.volunteerCenterId;
  const user = await insertUser(context.tx, {
    ...profile,
    tenantId: context.tenant.id,
    volunteerCenterId,
    status: 'invited',
    signupMethod: 'createdByUser',
    invitedById: actor.id,
    locale: context.locale,
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? takenError() : error;
  });
  if (role) await addRole(context.tx, context.tenant.id, user.id, role);
  if (organization) await addMember(context.tx, context.tenant.id, organization.id, user.id);
  await sendInvitation(context, user);
  await audit(context, 'user.created', actor, user.id, { role: role ?? null, organization_id: organization?.id ?? null });
  return loadBundle(context, [user]);
}

/** Refuses a status change staff may not make: one's own status (403), or a step the transitions do not allow (409). */
function checkStatusChange(actor: CurrentUser, user: UserRow, to: UserStatus | undefined): void {
  if (to === undefined || to === user.status) return;
  if (user.id === actor.id) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.self_status' });
  if (!mayChangeStatus(user.status, to)) {
    throw new ApiError('INVALID_TRANSITION', {
      detailKey: user.status === 'invited' ? 'error.INVALID_TRANSITION.user_invited' : 'error.INVALID_TRANSITION.user',
      params: { from: user.status, to },
      pointer: '/data/attributes/status',
    });
  }
}

export async function updateUserDetails(context: RequestContext, id: string | undefined, body: unknown): Promise<UserBundle> {
  const { actor, user } = await requireManageable(context, id);
  const input = parseResourceDocument(body, { type: 'users', schema: userUpdateSchema, id: user.id });
  checkStatusChange(actor, user, input.status);
  const updated = await applyProfileChanges(context, actor, user, input);
  if (input.status !== undefined && input.status !== user.status) {
    // An account that may no longer sign in loses its sessions now, not when they expire.
    const maySignIn = input.status === 'active' || (input.status === 'inactive' && context.config.allowInactiveUsers);
    if (!maySignIn) await deleteTokensOfUser(context.tx, context.tenant.id, user.id);
    await audit(context, 'user.status_changed', actor, user.id, { from: user.status, to: input.status });
  }
  return loadBundle(context, [updated]);
}

/**
 * Deletes an account on the person's request (issue 28): as they could
 * themselves, personal data erased or anonymised everywhere and every session
 * ended; audited with the staff member and their role. Never one's own account
 * (that is `DELETE /current_user`), never while acting as someone else.
 * Returns the stored files to remove once committed.
 */
export async function removeUser(context: RequestContext, id: string | undefined): Promise<RemovedFile[]> {
  const { actor, user } = await requireManageable(context, id);
  requireCredentialChange(actor);
  if (user.id === actor.id) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.self_delete' });
  return eraseAccount(context, user, actor, hasRole(actor, 'admin') ? 'admin' : 'center_superuser');
}

/**
 * The role of an add_role/remove_role call: from a JSON:API document
 * (type users or roles), a bare `{ "role": … }` body, or `?role=` on DELETE.
 */
function roleFrom(body: unknown, queryRole: unknown, userId: string): Role {
  if (body !== undefined && body !== null) {
    const isRoleDocument = isPlainObject(body) && isPlainObject(body.data) && body.data.type === 'roles';
    return parseResourceDocument(body, {
      type: isRoleDocument ? 'roles' : 'users',
      schema: roleChangeSchema,
      ...(isRoleDocument ? {} : { id: userId }),
      allowBareAttributes: true,
    }).role;
  }
  if (typeof queryRole === 'string') {
    if (!(ROLES as readonly string[]).includes(queryRole)) {
      throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: 'role' }, parameter: 'role' });
    }
    return queryRole as Role;
  }
  throw new ValidationError([{ pointer: '/data/attributes/role', field: 'role', reason: 'required' }]);
}

export async function changeRole(
  context: RequestContext,
  id: string | undefined,
  change: { action: 'add' | 'remove'; body: unknown; queryRole?: unknown },
): Promise<UserBundle> {
  const { actor, user } = await requireManageable(context, id);
  const role = roleFrom(change.body, change.queryRole, user.id);
  if (!mayChangeRole(actor, role)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.grant_admin' });
  if (change.action === 'add') await addRole(context.tx, context.tenant.id, user.id, role);
  else await removeRole(context.tx, context.tenant.id, user.id, role);
  await audit(context, change.action === 'add' ? 'user.role_added' : 'user.role_removed', actor, user.id, { role });
  return loadBundle(context, [user]);
}

/**
 * Mails again what an account is waiting for: the invitation of an invited
 * account, or a fresh confirmation link for an unconfirmed (or changed) address.
 */
export async function resendConfirmationInstructions(context: RequestContext, id: string | undefined): Promise<UserBundle> {
  const { actor, user } = await requireManageable(context, id);
  if (user.status === 'invited') {
    await sendInvitation(context, user);
  } else if (!user.confirmedAt || user.unconfirmedEmail) {
    const token = randomToken();
    const updated = await updateUser(context.tx, context.tenant.id, user.id, {
      confirmationTokenDigest: tokenDigest(context.config.secretKey, token),
      confirmationSentAt: new Date(),
    });
    await sendConfirmation(context, updated, token);
  } else {
    throw new ApiError('ALREADY_CONFIRMED');
  }
  await audit(context, 'user.confirmation_resent', actor, user.id);
  return loadBundle(context, [user]);
}
