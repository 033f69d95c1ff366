import type { UserRole } from '@platform/api-client';

// Apart from the page list, so the route tree's access check does not bring the pages' texts into the first download.
/** The test pages are for admins only (spec §2 'developer test pages'). */
export function mayUseTestPages(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some((role) => role.name === 'admin');
}
