import type { UserRole } from '@platform/api-client';

/** Only admins and centre superusers change a centre's settings (docs/api.md "Centre settings"). */
export function mayManageSettings(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser');
}
