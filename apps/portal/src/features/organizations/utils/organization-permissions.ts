import type { Role } from '@platform/contracts';

type Roles = readonly { name: Role }[];

/** Admins (the whole tenant) and centre superusers (their centre) run organisations: approve, delete, move, status. */
export function isStaff(roles: Roles): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser');
}

export function isAdmin(roles: Roles): boolean {
  return roles.some((role) => role.name === 'admin');
}

/**
 * Whether the user may edit an organisation's details (docs/permissions.md):
 * staff every one they see; an organisation superuser their own, unless deleted.
 */
export function mayEditOrganization(
  roles: Roles,
  ownOrganizationIds: readonly string[],
  organization: { id: string; deletedAt?: string | null },
): boolean {
  if (isStaff(roles)) return true;
  return roles.some((role) => role.name === 'organization_superuser') && ownOrganizationIds.includes(organization.id) && !organization.deletedAt;
}
