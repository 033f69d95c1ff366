import {
  organizationMemberCreateSchema,
  organizationMemberUpdateSchema,
  type OrganizationMemberRole,
  type Role,
} from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../audit/audit.service';
import { hasRole, requireUser, type CurrentUser } from '../access/access';
import { addRole, findUserByEmail, findUserById, findUsersByIds, removeRole, type UserRow } from '../users/users.data';
import { mayEditOrganization } from './organizations.policy';
import {
  countManagedMemberships,
  countSuperusers,
  deleteMember,
  findMember,
  insertMember,
  listMembers,
  updateMemberRole,
  type MemberRow,
} from './organizations.members.repository';
import { lockOrganization, type OrganizationRow } from './organizations.repository';
import { requireVisibleOrganization } from './organizations.service';

/** The includes a membership answer may ask for. */
export const MEMBER_INCLUDES = ['user'] as const;

export type MemberBundle = { members: MemberRow[]; users?: UserRow[] };

const SUPERUSER = 'organization_superuser' satisfies OrganizationMemberRole & Role;

/**
 * An organisation whose members the user manages: staff in their reach and
 * the organisation's own superusers. 401, 403 for roles that never manage
 * members, 404 out of sight, 403 for an organisation that is not theirs.
 */
async function requireManagedOrganization(context: RequestContext, id: string | undefined): Promise<{ user: CurrentUser; organization: OrganizationRow }> {
  const user = requireUser(context);
  if (!hasRole(user, 'admin', 'center_superuser', 'organization_superuser')) throw new ApiError('FORBIDDEN');
  const organization = await requireVisibleOrganization(context, id);
  if (!mayEditOrganization(user, organization)) throw new ApiError('FORBIDDEN');
  return { user, organization };
}

async function withUsers(context: RequestContext, members: MemberRow[], include: ReadonlySet<string>): Promise<MemberBundle> {
  if (!include.has('user')) return { members };
  return { members, users: await findUsersByIds(context.tx, context.tenant.id, members.map((m) => m.userId)) };
}

export async function listOrganizationMembers(
  context: RequestContext,
  id: string | undefined,
  query: ListQuery,
): Promise<MemberBundle & { total: number }> {
  const { organization } = await requireManagedOrganization(context, id);
  const { rows, total } = await listMembers(context.tx, context.tenant.id, organization.id, query.page);
  return { ...(await withUsers(context, rows, query.include)), total };
}

async function audit(context: RequestContext, action: string, actor: CurrentUser, organization: OrganizationRow, data: Record<string, unknown>) {
  await recordAuditEvent(context, {
    action,
    actorUserId: actor.id,
    subjectType: 'organizations',
    subjectId: organization.id,
    data: { name: organization.name, ...data },
    volunteerCenterId: organization.volunteerCenterId,
  });
}

/** A superuser membership grants the organisation_superuser role; the last one to go takes it away again. */
async function syncSuperuserRole(context: RequestContext, userId: string): Promise<void> {
  const { tx } = context;
  if ((await countManagedMemberships(tx, context.tenant.id, userId)) > 0) await addRole(tx, context.tenant.id, userId, SUPERUSER);
  else await removeRole(tx, context.tenant.id, userId, SUPERUSER);
}

/**
 * Adds an existing user of the organisation's centre, named by `user_id` or
 * `email`, as a member or superuser. 422 for a user who is not of that centre
 * (or does not exist), 409 ALREADY_MEMBER for a member, also when two requests
 * add the same user at once.
 */
export async function addOrganizationMember(
  context: RequestContext,
  id: string | undefined,
  body: unknown,
  include: ReadonlySet<string>,
): Promise<MemberBundle> {
  const { user, organization } = await requireManagedOrganization(context, id);
  const input = parseResourceDocument(body, { type: 'organization_members', schema: organizationMemberCreateSchema });
  const field = input.userId ? 'user_id' : 'email';
  const issue = (reason: 'required' | 'unknown_user') => new ValidationError([{ pointer: `/data/attributes/${field}`, field, reason }]);
  if (!input.userId && !input.email) throw issue('required');
  const tenantId = context.tenant.id;
  const target = input.userId ? await findUserById(context.tx, tenantId, input.userId.toLowerCase()) : await findUserByEmail(context.tx, tenantId, input.email!);
  if (!target || target.volunteerCenterId !== organization.volunteerCenterId) throw issue('unknown_user');
  if (input.userId && input.email && target.email.toLowerCase() !== input.email) {
    throw new ValidationError([{ pointer: '/data/attributes/email', field: 'email', reason: 'invalid' }]);
  }
  await lockOrganization(context.tx, tenantId, organization.id);
  const member = await insertMember(context.tx, { tenantId, organizationId: organization.id, userId: target.id, role: input.role });
  if (!member) throw new ApiError('ALREADY_MEMBER', { pointer: `/data/attributes/${field}` });
  if (member.role === SUPERUSER) await syncSuperuserRole(context, target.id);
  await audit(context, 'organization.member_added', user, organization, { user_id: target.id, role: member.role });
  return withUsers(context, [member], include);
}

/** A membership of the organisation, read after the organisation is locked so the role is current; 404 otherwise. */
async function requireMember(context: RequestContext, organization: OrganizationRow, rawMemberId: string | undefined): Promise<MemberRow> {
  const tenantId = context.tenant.id;
  const memberId = requireUuid(rawMemberId);
  await lockOrganization(context.tx, tenantId, organization.id);
  const member = await findMember(context.tx, tenantId, organization.id, memberId);
  if (!member) throw new ApiError('NOT_FOUND');
  return member;
}

/** 409 LAST_SUPERUSER when taking this superuser away would leave the organisation without one. */
async function keepOneSuperuser(context: RequestContext, organization: OrganizationRow, member: MemberRow): Promise<void> {
  if (member.role !== SUPERUSER) return;
  if ((await countSuperusers(context.tx, context.tenant.id, organization.id)) <= 1) throw new ApiError('LAST_SUPERUSER');
}

/** Changes a member's role; the last superuser cannot become a plain member. */
export async function updateOrganizationMember(
  context: RequestContext,
  id: string | undefined,
  memberId: string | undefined,
  body: unknown,
  include: ReadonlySet<string>,
): Promise<MemberBundle> {
  const { user, organization } = await requireManagedOrganization(context, id);
  const member = await requireMember(context, organization, memberId);
  const input = parseResourceDocument(body, { type: 'organization_members', schema: organizationMemberUpdateSchema, id: member.id });
  if (input.role === member.role) return withUsers(context, [member], include);
  if (input.role !== SUPERUSER) await keepOneSuperuser(context, organization, member);
  const updated = await updateMemberRole(context.tx, context.tenant.id, member.id, input.role);
  await syncSuperuserRole(context, member.userId);
  await audit(context, 'organization.member_role_changed', user, organization, { user_id: member.userId, from: member.role, to: updated.role });
  return withUsers(context, [updated], include);
}

/** Ends a membership; not the last superuser's. */
export async function removeOrganizationMember(context: RequestContext, id: string | undefined, memberId: string | undefined): Promise<void> {
  const { user, organization } = await requireManagedOrganization(context, id);
  const member = await requireMember(context, organization, memberId);
  await keepOneSuperuser(context, organization, member);
  await deleteMember(context.tx, context.tenant.id, member.id);
  if (member.role === SUPERUSER) await syncSuperuserRole(context, member.userId);
  await audit(context, 'organization.member_removed', user, organization, { user_id: member.userId, role: member.role });
}
