import { ApiError, type ManagedUser } from '@platform/api-client';
import { ROLES, type Role } from '@platform/contracts';

type Roles = readonly { name: Role }[];

const hasRole = (roles: Roles, ...names: Role[]) => roles.some((role) => names.includes(role.name));

/** Staff manage users: admins the tenant's, centre superusers their centre's (docs/permissions.md). */
export function isUserStaff(roles: Roles): boolean {
  return hasRole(roles, 'admin', 'center_superuser');
}

/**
 * Who may see the users list: staff, and organisation superusers (only the
 * members of the organisation they act for). Everyone else gets the 403 screen.
 */
export function mayListUsers(roles: Roles): boolean {
  return hasRole(roles, 'admin', 'center_superuser', 'organization_superuser');
}

/** Whether the viewer may change this account: admins any, centre superusers any but an admin's. */
export function mayManageUser(roles: Roles, user: { roles: Roles }): boolean {
  if (hasRole(roles, 'admin')) return true;
  return hasRole(roles, 'center_superuser') && !hasRole(user.roles, 'admin');
}

/** The roles the viewer may grant or revoke: only admins touch `admin`. */
export function grantableRoles(roles: Roles): Role[] {
  return hasRole(roles, 'admin') ? [...ROLES] : ROLES.filter((role) => role !== 'admin');
}

/** The two ways to change a user's roles (`add_role`, `remove_role`). */
export const GRANT_ROLE = 'add' as const;
export const REVOKE_ROLE = 'remove' as const;

/** Roles that work in the portal; everyone else uses the public site. */
const PORTAL_ROLES: readonly Role[] = ['center_superuser', 'organization_superuser', 'content_manager'];

/** Why "sign in as" is not offered for a user, or `null` when it is. */
export type SignInAsRefusal = 'not_admin' | 'self' | 'admin' | 'status' | 'other_centre';

/**
 * Whether the viewer may sign in as the user, by the API's rules: admins
 * only, not as themselves or another admin, as an active account, and only
 * one of this site's centre (a user's session works only there).
 */
export function signInAsRefusal(
  viewer: { id: string; roles: Roles },
  user: Pick<ManagedUser, 'id' | 'status' | 'volunteerCenterId'> & { roles: Roles },
  centreId: string,
): SignInAsRefusal | null {
  if (!hasRole(viewer.roles, 'admin')) return 'not_admin';
  if (user.id === viewer.id) return 'self';
  if (hasRole(user.roles, 'admin')) return 'admin';
  if (user.status !== 'active') return 'status';
  if (user.volunteerCenterId !== centreId) return 'other_centre';
  return null;
}

/**
 * Whether a user lands on the portal's dashboard after "sign in as": when
 * they work in it (a portal role and an organisation, which the portal
 * needs). Everyone else lands on their profile on the public site.
 */
export function landsInPortal(user: { roles: Roles; organizations: readonly unknown[] }): boolean {
  return hasRole(user.roles, ...PORTAL_ROLES) && user.organizations.length > 0;
}

/** The 403 screen for a page the viewer's roles never reach (before any call the API would refuse). */
export function forbidden(): ApiError {
  return new ApiError(403, []);
}
