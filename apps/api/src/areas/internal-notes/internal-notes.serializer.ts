import { resource, type ResourceObject } from '../../platform/http/json-api';
import { fullName } from '../../identity/users/users.serializer';
import type { InternalNoteWithAuthor } from './internal-notes.repository';

/** A note as staff see it; the author's name is null once their account is deleted (anonymised). */
export function serializeInternalNote(note: InternalNoteWithAuthor): ResourceObject {
  const author = note.author && !note.author.deletedAt ? note.author : null;
  return resource('internal_notes', note.id, {
    subjectType: note.subjectType,
    subjectId: note.subjectId,
    note: note.note,
    authorId: note.authorId,
    authorName: author ? fullName(author) : null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  });
}
