import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, one row per key and window, shared by every API
 * process. A global table without tenant_id: the limiter runs before the
 * request's tenant transaction, so keys carry the tenant instead. Written only
 * through rate-limits.service.ts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    /** When this window ends; a hit after it starts a new window. */
    resetsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);
