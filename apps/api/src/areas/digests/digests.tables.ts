import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VacancyType } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { createdAt, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';

/** What a user's periodic mail is about; the days it comes on are `users.digest_days`. */
export const digestPreferences = pgTable(
  'digest_preferences',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantId().references(() => tenants.id),
    categoryIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    vacancyTypes: text()
      .$type<VacancyType>()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    place: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    distanceKm: integer(),
    updatedAt: updatedAt(),
  },
  () => [tenantIsolation('digest_preferences')],
);

/**
 * One row per user and due day, written in the same transaction as the mail is
 * queued: its key makes a second run for the same day (a restart, a second
 * worker) find the day taken and send nothing.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    tenantId: tenantId().references(() => tenants.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day (Europe/Amsterdam) the mail was due. */
    day: date({ mode: 'string' }).notNull(),
    vacancyCount: integer().notNull().default(0),
    /** Whether a mail went out (nothing new: no mail, but the day is done). */
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index().on(t.tenantId, t.userId, t.createdAt),
    tenantIsolation('digest_deliveries'),
  ],
);
