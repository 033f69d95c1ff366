import { bigint, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantIsolation } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';

/**
 * A centre's figures per Dutch day (analytics.figures.ts names the metrics),
 * `key` the organisation or category a figure is of ('' for the centre's
 * own). Written only by the `analytics.daily-figures` job, which replaces the
 * days it computes, so the analytics pages read a year in a few hundred rows
 * instead of scanning applications and counts per request.
 */
export const analyticsDailyFigures = pgTable(
  'analytics_daily_figures',
  {
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    key: text().notNull().default(''),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.volunteerCenterId, t.day, t.metric, t.key] }),
    index().on(t.tenantId, t.day),
    tenantIsolation('analytics_daily_figures'),
  ],
);
