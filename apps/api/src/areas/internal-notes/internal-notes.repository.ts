import { and, asc, count, eq } from 'drizzle-orm';
import type { InternalNoteSubjectType } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import type { UserRow } from '../../identity/users/users.data';
import { userDirectory } from '../../identity/users/users.views';
import { internalNotes } from './internal-notes.tables';

export type InternalNoteRow = typeof internalNotes.$inferSelect;
export type NewInternalNote = typeof internalNotes.$inferInsert;

/** A note with what the answer shows of its author (null once the account is gone). */
export type InternalNoteWithAuthor = InternalNoteRow & {
  author: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'deletedAt'> | null;
};

const withAuthor = {
  note: internalNotes,
  author: { firstName: userDirectory.firstName, lastName: userDirectory.lastName, email: userDirectory.email, deletedAt: userDirectory.deletedAt },
};

function authorJoin(tenantId: string) {
  return and(eq(userDirectory.id, internalNotes.authorId), eq(userDirectory.tenantId, tenantId));
}

const sortColumns = { created_at: internalNotes.createdAt, updated_at: internalNotes.updatedAt } as const;

/** One page of the notes about one organisation or user, with the total count. */
export async function listNotes(
  tx: Tx,
  tenantId: string,
  subject: { type: InternalNoteSubjectType; id: string },
  { sort, page }: Pick<ListQuery, 'sort' | 'page'>,
): Promise<{ rows: InternalNoteWithAuthor[]; total: number }> {
  const where = and(
    eq(internalNotes.tenantId, tenantId),
    eq(internalNotes.subjectType, subject.type),
    eq(internalNotes.subjectId, subject.id),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select(withAuthor)
    .from(internalNotes)
    .leftJoin(userDirectory, authorJoin(tenantId))
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns), asc(internalNotes.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(internalNotes).where(where);
  return { rows: rows.map(({ note, author }) => ({ ...note, author })), total: counted?.total ?? 0 };
}

export async function findNote(tx: Tx, tenantId: string, id: string): Promise<InternalNoteWithAuthor | undefined> {
  const [row] = await tx
    .select(withAuthor)
    .from(internalNotes)
    .leftJoin(userDirectory, authorJoin(tenantId))
    .where(and(eq(internalNotes.tenantId, tenantId), eq(internalNotes.id, id)));
  return row && { ...row.note, author: row.author };
}

export async function insertNote(tx: Tx, values: NewInternalNote): Promise<InternalNoteRow> {
  const [row] = await tx.insert(internalNotes).values(values).returning();
  return row as InternalNoteRow;
}

export async function updateNote(tx: Tx, tenantId: string, id: string, note: string): Promise<void> {
  await tx
    .update(internalNotes)
    .set({ note, updatedAt: new Date() })
    .where(and(eq(internalNotes.tenantId, tenantId), eq(internalNotes.id, id)));
}

export async function deleteNote(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(internalNotes).where(and(eq(internalNotes.tenantId, tenantId), eq(internalNotes.id, id)));
}
