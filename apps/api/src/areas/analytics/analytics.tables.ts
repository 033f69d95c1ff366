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

/**
 * The daily figures summed per calendar month (`month` its first day), per
 * metric and key, so a period reads its whole months here and only its edge
 * months from the days. Rebuilt by the `analytics.daily-figures` job from the
 * daily rows of every month it touches; tables, not views: a view would sum
 * the days on every read, and a materialised view refreshes only whole.
 */
export const analyticsMonthlyFigures = pgTable(
  'analytics_monthly_figures',
  {
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    month: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    key: text().notNull().default(''),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.volunteerCenterId, t.month, t.metric, t.key] }),
    tenantIsolation('analytics_monthly_figures'),
  ],
);

/**
 * The daily figures of a day summed over their keys, per metric (the charts'
 * lines: one row per day and metric); the per-category metrics are left out,
 * as a vacancy counts in each of its categories. Rebuilt with the daily rows.
 */
export const analyticsDayTotals = pgTable(
  'analytics_day_totals',
  {
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    metric: text().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.volunteerCenterId, t.day, t.metric] }),
    tenantIsolation('analytics_day_totals'),
  ],
);
