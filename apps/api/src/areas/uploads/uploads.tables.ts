import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { UploadPurpose } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';

/** An uploaded image, re-encoded and stored under the data folder; the row says whose it is. */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    uploadedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    purpose: text().$type<UploadPurpose>().notNull(),
    /** File name under the uploads folder, e.g. `<id>.webp`. */
    storedName: text().notNull(),
    originalName: text(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.volunteerCenterId, t.createdAt), tenantIsolation('uploads')],
);
