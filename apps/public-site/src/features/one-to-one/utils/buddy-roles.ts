import type { Role } from '@platform/contracts';

/** Who asks for a buddy (docs/permissions.md, "One-to-one support"). */
const STUDENT_ROLES: readonly Role[] = ['student'];
/** Who offers one-to-one support through their volunteer profile. */
const MENTOR_ROLES: readonly Role[] = ['mentor'];

const holds = (roles: readonly { name: Role }[] | undefined, wanted: readonly Role[]) =>
  !!roles?.some((role) => wanted.includes(role.name));

export const isStudent = (roles: readonly { name: Role }[] | undefined) =>
  holds(roles, STUDENT_ROLES);
export const isMentor = (roles: readonly { name: Role }[] | undefined) =>
  holds(roles, MENTOR_ROLES);
