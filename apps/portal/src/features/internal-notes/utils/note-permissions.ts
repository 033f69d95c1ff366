import type { Role } from '@platform/contracts';

type Roles = readonly { name: Role }[];

/** Admins and centre superusers keep internal notes; nobody else sees them (docs/api.md). */
export function mayKeepNotes(roles: Roles): boolean {
  return roles.some((role) => role.name === 'admin' || role.name === 'center_superuser');
}

/** A note is changed or deleted by its author, or by an admin (e.g. when the author has left). */
export function mayChangeNote(user: { id: string; roles: Roles }, note: { authorId: string | null }): boolean {
  return user.roles.some((role) => role.name === 'admin') || note.authorId === user.id;
}
