import type { UserRole } from '@platform/api-client';

/** Who sees a centre's analytics (docs/permissions.md): admins for every centre, centre superusers for their own. */
export function mayViewAnalytics(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser');
}
