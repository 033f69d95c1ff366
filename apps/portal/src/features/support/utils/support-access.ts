import type { Role } from '@platform/contracts';

/** Who reads the centre's forms' answers in the form builder (organisation superusers read only their own). */
const CENTRE_FORM_READERS: readonly Role[] = ['admin', 'center_superuser', 'content_manager'];

/** Whether these roles read the questions sent through the centre's question form. */
export function readsCentreQuestions(roles: readonly { name: Role }[]): boolean {
  return roles.some((role) => CENTRE_FORM_READERS.includes(role.name));
}
