import type { UserRole } from '@platform/api-client';
import type { Role } from '@platform/contracts';

/** Who builds forms (docs/permissions.md): the centre's staff all of the centre's, organisation superusers their own. */
export const FORM_BUILDER_ROLES: readonly Role[] = [
  'admin',
  'center_superuser',
  'content_manager',
  'organization_superuser',
];

/** Whether the user builds forms at all; everyone else gets the 403 screen. */
export function mayBuildForms(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some((role) => FORM_BUILDER_ROLES.includes(role.name));
}

/** Centre staff see all of the centre's forms and may name its contact form and workshops. */
export function isFormCentreStaff(roles: readonly Pick<UserRole, 'name'>[]): boolean {
  return roles.some(
    (role) =>
      role.name === 'admin' || role.name === 'center_superuser' || role.name === 'content_manager',
  );
}
