import type { CurrentUser } from '../auth/session';

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
