import type { UserRole } from '@platform/api-client';

/** Who sees the applications waiting for an answer: centre staff (admins, centre superusers), as `GET /waiting_applications` allows. */
export function mayListWaitingApplications(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser');
}
