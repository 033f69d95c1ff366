import type { Role } from '@platform/contracts';

// Who uses the volunteer pool, as the API's pool policy decides: the shell's
// navigation and the pool's pages both ask, and features do not import each other.

/** Who searches the pool: centre staff and organisation superusers. */
export const POOL_ROLES: readonly Role[] = ['admin', 'center_superuser', 'organization_superuser'];

/** Whether these roles may open the pool. */
export function mayUsePool(roles: readonly { name: Role }[]): boolean {
  return roles.some((role) => POOL_ROLES.includes(role.name));
}

/** Whether these roles see the whole centre's pool activity (every organisation's replies, blocks). */
export function isPoolStaff(roles: readonly { name: Role }[]): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser');
}
