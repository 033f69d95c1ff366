import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/tenant-owned';

/**
 * The durable job queue (docs/decisions.md, "Job queue and worker"). A global
 * table without tenant_id, read and written only by the owner connection (no
 * grant to app_user); a job that concerns one tenant carries it in its payload
 * and its handler works inside withTenant.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** At most one unfinished job per key (recurring runs); null for ordinary jobs. */
    uniqueKey: text(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    completedAt: timestamp({ withTimezone: true }),
    /** Set when the last allowed attempt failed; the job is never tried again. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`completed_at is null and failed_at is null`),
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey).where(sql`completed_at is null and failed_at is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
