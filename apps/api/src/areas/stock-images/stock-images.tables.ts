import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { uploads } from '../uploads/uploads.tables';
import { users } from '../../identity/users/users.tables';

/**
 * An image in a centre's library (spec §3 "Stock image"): one of its uploads
 * with a name, descriptions and keywords to find it by. Picking it puts the
 * upload's address in a block, page or vacancy; the library row is not
 * referenced, so deleting it leaves those as they are.
 */
export const stockImages = pgTable(
  'stock_images',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    /** The image itself; an upload in the library is in use, so it is never cleaned up. */
    uploadId: uuid()
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text(),
    /** One sentence; offered as the text alternative when the image is picked. */
    shortDescription: text(),
    keywords: text().array().notNull().default([]),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.tenantId, t.volunteerCenterId, t.name), index().on(t.uploadId), tenantIsolation('stock_images')],
);
