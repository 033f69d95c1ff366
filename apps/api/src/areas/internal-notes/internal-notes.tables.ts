import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { InternalNoteSubjectType } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';

/** Staff-only notes about an organisation or a user; never shown to the person or organisation they are about. */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    subjectType: text().$type<InternalNoteSubjectType>().notNull(),
    subjectId: uuid().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.tenantId, t.subjectType, t.subjectId, t.createdAt), tenantIsolation('internal_notes')],
);
