import type { CurrentUser } from '../access/access';

/**
 * Who edits the mails: admins (the tenant-wide defaults and any centre's
 * copy) and centre superusers (their own centre's copies, made when they
 * change a default). Everyone else, content managers included, is refused
 * before anything is looked up (docs/permissions.md).
 */
export function mayEditTemplates(user: Pick<CurrentUser, 'roles'> | null): boolean {
  return !!user && (user.roles.includes('admin') || user.roles.includes('center_superuser'));
}

/**
 * Whether the user sees a template row: a tenant-wide default (every editor),
 * or a centre's copy (admins any centre's, a centre superuser only their
 * own centre's, else it is out of sight, 404).
 */
export function maySeeTemplate(
  user: Pick<CurrentUser, 'roles' | 'volunteerCenterId'>,
  template: { volunteerCenterId: string | null },
): boolean {
  if (template.volunteerCenterId === null || user.roles.includes('admin')) return true;
  return user.volunteerCenterId === template.volunteerCenterId;
}
