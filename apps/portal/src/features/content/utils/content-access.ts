import type { UserRole } from '@platform/api-client';

/** Who edits a centre's pages, news and menus: admins, centre superusers and content managers (docs/permissions.md). */
export function mayEditContent(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser' || role.name === 'content_manager');
}
