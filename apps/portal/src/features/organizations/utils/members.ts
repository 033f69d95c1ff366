import { isApiError, refusedAttributes, type OrganizationMember } from '@platform/api-client';
import type { OrganizationMemberRole } from '@platform/contracts';

/** The role a member is added with unless chosen otherwise. */
export const DEFAULT_MEMBER_ROLE: OrganizationMemberRole = 'member';

/** How a member is named: their full name, else their e-mail address. */
export function memberName(member: OrganizationMember): string {
  const user = member.user;
  const name = user?.fullName || [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return name || user?.email || '';
}

/** The role a member's one-click change switches to: a member becomes a manager and back. */
export function otherRole(role: OrganizationMemberRole): OrganizationMemberRole {
  return role === 'member' ? 'organization_superuser' : 'member';
}

/** Why adding a member by e-mail address failed, when it is the address's fault. */
export type MemberAdditionProblem = 'already_member' | 'unknown_email';

/** 409 `ALREADY_MEMBER`, or a 422 on the e-mail address (no account of the centre has it); `null` for anything else. */
export function memberAdditionProblem(error: unknown): MemberAdditionProblem | null {
  if (isApiError(error) && error.code === 'ALREADY_MEMBER') return 'already_member';
  return refusedAttributes(error).some((issue) => issue.attribute === 'email') ? 'unknown_email' : null;
}

/** Whether a membership change failed because the organisation would lose its last manager. */
export const isLastManagerRefusal = (error: unknown) => isApiError(error) && error.code === 'LAST_SUPERUSER';
