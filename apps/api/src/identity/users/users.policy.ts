import type { Role, UserStatus } from '@platform/contracts';
import { hasRole, type CurrentUser } from '../access/access';

/** What a policy needs to know about the user being read or managed. */
export type UserSubject = {
  id: string;
  volunteerCenterId: string;
  roles: readonly Role[];
  organizationIds: readonly string[];
};

/** Which users a list may show: the tenant, one centre, or the members of one organisation. */
export type UserListScope =
  | { kind: 'tenant' }
  | { kind: 'center'; volunteerCenterId: string }
  | { kind: 'organization'; organizationId: string };

/** Admins and centre superusers manage accounts; nobody else creates, changes or deletes other users. */
export function mayManageUsers(actor: CurrentUser): boolean {
  return hasRole(actor, 'admin', 'center_superuser');
}

/** Whether `subject` lies within the part of the tenant the actor manages (admin: all, centre superuser: its centre). */
export function isWithinManagedScope(actor: CurrentUser, subject: Pick<UserSubject, 'volunteerCenterId'>): boolean {
  if (hasRole(actor, 'admin')) return true;
  return hasRole(actor, 'center_superuser') && subject.volunteerCenterId === actor.volunteerCenterId;
}

/** Centre superusers manage their centre but never an admin's account. */
export function mayTouchUser(actor: CurrentUser, subject: Pick<UserSubject, 'roles'>): boolean {
  return hasRole(actor, 'admin') || !subject.roles.includes('admin');
}

/**
 * E-mail addresses and passwords, one's own or anyone's, are changed only from
 * a session of one's own: an admin signed in as someone (`sign_in_as_user`)
 * may act for them, but not take an account over.
 */
export function mayChangeCredentials(actor: Pick<CurrentUser, 'impersonatorUserId'>): boolean {
  return actor.impersonatorUserId === null;
}

/** Only an admin grants or revokes the admin role. */
export function mayChangeRole(actor: CurrentUser, role: Role): boolean {
  return role !== 'admin' || hasRole(actor, 'admin');
}

/** Organisation superusers may look at the members of the organisations they manage (superuser memberships). */
function sharesManagedOrganization(actor: CurrentUser, subject: Pick<UserSubject, 'organizationIds'>): boolean {
  return (
    hasRole(actor, 'organization_superuser') &&
    subject.organizationIds.some((organizationId) => actor.managedOrganizationIds.includes(organizationId))
  );
}

/** Whether the actor may look other users up at all (by id or in a list). */
export function mayReadOtherUsers(actor: CurrentUser): boolean {
  return hasRole(actor, 'admin', 'center_superuser', 'organization_superuser');
}

export function mayReadUser(actor: CurrentUser, subject: UserSubject): boolean {
  return actor.id === subject.id || isWithinManagedScope(actor, subject) || sharesManagedOrganization(actor, subject);
}

/**
 * The users a list may show, or null when the actor may not list users with
 * this filter. Organisation superusers must name one of the organisations they manage.
 */
export function userListScope(actor: CurrentUser, organizationIdFilter: string | undefined): UserListScope | null {
  if (hasRole(actor, 'admin')) return { kind: 'tenant' };
  if (hasRole(actor, 'center_superuser')) return { kind: 'center', volunteerCenterId: actor.volunteerCenterId };
  if (
    hasRole(actor, 'organization_superuser') &&
    organizationIdFilter !== undefined &&
    actor.managedOrganizationIds.includes(organizationIdFilter)
  ) {
    return { kind: 'organization', organizationId: organizationIdFilter };
  }
  return null;
}

/**
 * The status changes staff may make (docs/api.md, "Users"). Invited accounts
 * become active only by accepting the invitation (choosing a password), never
 * by a staff change; keeping the current status is always allowed.
 */
export const USER_STATUS_TRANSITIONS: Readonly<Record<UserStatus, readonly UserStatus[]>> = {
  invited: [],
  active: ['inactive', 'archived'],
  inactive: ['active', 'archived'],
  archived: ['active'],
};

export function mayChangeStatus(from: UserStatus, to: UserStatus): boolean {
  return from === to || USER_STATUS_TRANSITIONS[from].includes(to);
}
