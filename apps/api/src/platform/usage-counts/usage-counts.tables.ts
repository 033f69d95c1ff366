import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../db/tenant-owned';

/**
 * Anonymous usage counts per day (Dutch calendar day) and centre, without
 * personal data: searches (`key` ''), searches that found nothing, the words
 * searched (`key` the word) and vacancy views (`key` the vacancy id). Written
 * only by usage-counter.ts, in batches, never on the request path.
 */
export const usageCounts = pgTable(
  'usage_counts',
  {
    // No foreign keys: the platform layer knows no tenancy tables, and counts outlive nothing they name.
    tenantId: tenantId(),
    volunteerCenterId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    kind: text().$type<UsageKind>().notNull(),
    key: text().notNull().default(''),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.volunteerCenterId, t.day, t.kind, t.key] }), tenantIsolation('usage_counts')],
);

export const USAGE_KINDS = ['search', 'search_empty', 'search_word', 'search_word_empty', 'view'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];
