import { hasRole, type CurrentUser } from '../../identity/access/access';

/** What a policy needs to know about a note: who wrote it. */
export type InternalNoteSubject = { authorId: string | null };

/** Admins and centre superusers keep notes; every other role is refused before any lookup. */
export function mayUseInternalNotes(user: CurrentUser | null): boolean {
  return hasRole(user, 'admin', 'center_superuser');
}

/**
 * Whether the notes about an organisation or user of `volunteerCenterId` are in
 * sight: an admin's whole tenant, a centre superuser's own centre.
 */
export function maySeeNotesAbout(user: CurrentUser | null, volunteerCenterId: string): boolean {
  if (hasRole(user, 'admin')) return true;
  return hasRole(user, 'center_superuser') && user?.volunteerCenterId === volunteerCenterId;
}

/** A note is changed or deleted by its author, or by an admin (e.g. when the author has left). */
export function mayChangeNote(user: CurrentUser | null, note: InternalNoteSubject): boolean {
  if (hasRole(user, 'admin')) return true;
  return !!user && note.authorId === user.id;
}
