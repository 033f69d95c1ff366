import type { Locale, Role, UserStatus } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import type { Caller } from '../../platform/http/request-context';

// Who is calling and what their roles let them do: the checks every module's policies start from.
// It depends on nothing but http, so any module may use it without depending on sign-in itself.

/** The signed-in user of a request, with what every policy needs. */
export type CurrentUser = {
  id: string;
  tenantId: string;
  volunteerCenterId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: UserStatus;
  locale: Locale;
  roles: Role[];
  /** Every organisation the user is a member of (they may act for it). */
  organizationIds: string[];
  /** The organisations the user manages: their superuser memberships (docs/permissions.md). */
  managedOrganizationIds: string[];
  /** The device (devise "client") this request came from. */
  client: string;
  /** Set when an admin is signed in as this user. */
  impersonatorUserId: string | null;
};

export function hasRole(user: CurrentUser | null | undefined, ...roles: Role[]): boolean {
  return !!user && roles.some((role) => user.roles.includes(role));
}

/** The signed-in user, or a 401 for the request. */
export function requireUser({ user }: Pick<Caller, 'user'>): CurrentUser {
  if (!user) throw new ApiError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user when they hold one of `roles`; 401 without a session, 403 without the role. */
export function requireRole(caller: Pick<Caller, 'user'>, ...roles: Role[]): CurrentUser {
  const user = requireUser(caller);
  if (!hasRole(user, ...roles)) throw new ApiError('FORBIDDEN');
  return user;
}

/** Admins work across their tenant; everyone else only on their own centre's sites. */
export function belongsToCenter(user: Pick<CurrentUser, 'roles' | 'volunteerCenterId'>, volunteerCenterId: string): boolean {
  return user.roles.includes('admin') || user.volunteerCenterId === volunteerCenterId;
}

/**
 * The centre whose staff the user is on a site of `siteCenterId`: a centre
 * superuser's own centre, an admin's the site's; nobody else's.
 */
export function staffCenterOf(user: Pick<CurrentUser, 'roles' | 'volunteerCenterId'>, siteCenterId: string): string | null {
  if (user.roles.includes('admin')) return siteCenterId;
  return user.roles.includes('center_superuser') ? user.volunteerCenterId : null;
}

/**
 * Whether the user edits the pages, news and menus of a centre: an admin for
 * every centre of the tenant, a centre superuser or content manager for their
 * own centre only (docs/permissions.md).
 */
export function mayEditContent(user: Pick<CurrentUser, 'roles' | 'volunteerCenterId'> | null, volunteerCenterId: string): boolean {
  if (!user) return false;
  if (user.roles.includes('admin')) return true;
  return (
    (user.roles.includes('center_superuser') || user.roles.includes('content_manager')) &&
    user.volunteerCenterId === volunteerCenterId
  );
}
