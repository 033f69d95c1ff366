import { and, between, eq, gte, inArray, lt, lte, max, sql, sum } from 'drizzle-orm';
import type { RequestContext } from '../../platform/http/request-context';
import { dutchDay, readUsageCounts } from '../../platform/usage-counts/usage-counter';
import { listApplicationsForFigures } from '../applications/applications.data';
import { countSubmissionsPerDay } from '../forms/forms.data';
import { countNewOrganizationsPerDay } from '../../identity/organizations/organizations.data';
import { countNewVolunteersPerDay } from '../../identity/users/users.data';
import { listTenantIds } from '../../identity/tenancy/tenancy.data';
import { countPublishedPerDay, findVacancyOwners } from '../vacancies/vacancies.data';
import type { Database, Tx } from '../../platform/db/database';
import type { TenantContextRunner } from '../../platform/http/request-context';
import { analyticsDailyFigures, analyticsDayTotals, analyticsMonthlyFigures } from './analytics.tables';

/**
 * The metrics of a day. Per organisation (`key` its id): vacancies published,
 * applications sent, accepted and rejected (on the day of the decision),
 * answered (the organisation's first answer: a review, decision or reply) with the minutes it took, and
 * sent applications answered within 7 days (on the day they were sent), and
 * vacancy views. Per category: applications and views. For the centre: new
 * volunteers, organisations and form submissions.
 */
export const METRICS = [
  'vacancies_published',
  'applications',
  'accepted',
  'rejected',
  'answered',
  'answer_minutes',
  'answered_within_7_days',
  'views',
  'applications_by_category',
  'views_by_category',
  'new_volunteers',
  'new_organizations',
  'form_submissions',
] as const;
export type Metric = (typeof METRICS)[number];
/** The metrics of the charts' lines (a day's total over its keys); a vacancy counts in each of its categories, so those are not summed. */
const LINE_METRICS = METRICS.filter((metric) => !metric.endsWith('_by_category'));

export type FigureRow = { volunteerCenterId: string; day: string; metric: Metric; key: string; n: number };

const WEEK_MS = 7 * 86_400_000;

/** Adds to a figure, keyed by centre, day, metric and key. */
class Tally {
  readonly figures = new Map<string, FigureRow>();
  add(volunteerCenterId: string, day: string, metric: Metric, key: string, n: number): void {
    if (n === 0) return;
    const id = `${volunteerCenterId}|${day}|${metric}|${key}`;
    const row = this.figures.get(id);
    if (row) row.n += n;
    else this.figures.set(id, { volunteerCenterId, day, metric, key, n });
  }
}

/**
 * Every centre's figures for the Dutch days from `from` to `to` of the
 * context's tenant, from the modules that own the facts. The job stores the
 * closed days; the pages compute today's with it (one day of rows).
 */
export async function computeFigures(context: RequestContext, from: string, to: string): Promise<FigureRow[]> {
  const { tx } = context;
  const tenantId = context.tenant.id;
  const tally = new Tally();
  const inPeriod = (day: string) => day >= from && day <= to;

  for (const row of await countPublishedPerDay(tx, tenantId, from, to)) {
    tally.add(row.volunteerCenterId, row.day, 'vacancies_published', row.organizationId, Number(row.n));
  }
  for (const [metric, rows] of [
    ['new_volunteers', await countNewVolunteersPerDay(tx, tenantId, from, to)],
    ['new_organizations', await countNewOrganizationsPerDay(tx, tenantId, from, to)],
    ['form_submissions', await countSubmissionsPerDay(tx, tenantId, from, to)],
  ] as const) {
    for (const row of rows) tally.add(row.volunteerCenterId, row.day, metric, '', Number(row.n));
  }

  const applications = await listApplicationsForFigures(tx, tenantId, from, to);
  // Views are counted per centre and vacancy; who the vacancy belongs to is the vacancies module's.
  const views = await readViews(context, from, to);
  const vacancyIds = [...new Set([...applications.map((a) => a.vacancyId), ...views.map((v) => v.key)])];
  const vacancies = new Map((await findVacancyOwners(tx, tenantId, vacancyIds)).map((v) => [v.id, v]));

  for (const application of applications) {
    const vacancy = vacancies.get(application.vacancyId);
    const organizationId = vacancy?.organizationId ?? '';
    const center = application.volunteerCenterId;
    const sent = dutchDay(application.createdAt);
    if (inPeriod(sent)) {
      tally.add(center, sent, 'applications', organizationId, 1);
      for (const categoryId of vacancy?.categoryIds ?? []) tally.add(center, sent, 'applications_by_category', categoryId, 1);
      const answeredInTime = application.answeredAt && application.answeredAt.getTime() - application.createdAt.getTime() <= WEEK_MS;
      if (answeredInTime) tally.add(center, sent, 'answered_within_7_days', organizationId, 1);
    }
    if (application.decidedAt && inPeriod(dutchDay(application.decidedAt))) {
      if (application.status === 'accepted' || application.status === 'rejected') {
        tally.add(center, dutchDay(application.decidedAt), application.status, organizationId, 1);
      }
    }
    if (application.answeredAt && inPeriod(dutchDay(application.answeredAt))) {
      const answered = dutchDay(application.answeredAt);
      tally.add(center, answered, 'answered', organizationId, 1);
      const minutes = Math.max(0, Math.round((application.answeredAt.getTime() - application.createdAt.getTime()) / 60_000));
      tally.add(center, answered, 'answer_minutes', organizationId, minutes);
    }
  }
  for (const view of views) {
    const vacancy = vacancies.get(view.key);
    tally.add(view.volunteerCenterId, view.day, 'views', vacancy?.organizationId ?? '', view.n);
    for (const categoryId of vacancy?.categoryIds ?? []) tally.add(view.volunteerCenterId, view.day, 'views_by_category', categoryId, view.n);
  }
  return [...tally.figures.values()];
}

/** The views counted in the period, of every centre of the tenant. */
async function readViews(context: RequestContext, from: string, to: string) {
  return readUsageCounts(context.tx, { tenantId: context.tenant.id, from, to }, ['view']);
}

/** The Dutch day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Decisions come within a week of an application, so the job computes the last 8 closed days again on every run. */
const RECOMPUTED_DAYS = 8;
/** A tenant without figures yet gets the past year. */
const FIRST_RUN_DAYS = 366;

/**
 * Replaces the stored figures of the closed days from the day after the last
 * stored one (at most a year back), and at least the last 8, in one
 * transaction. Running it again changes nothing. Returns the days computed.
 */
export async function storeClosedDays(context: RequestContext, now: Date): Promise<{ from: string; to: string; rows: number }> {
  const { tx } = context;
  const tenantId = context.tenant.id;
  const today = dutchDay(now);
  const to = addDays(today, -1);
  const [stored] = await tx
    .select({ last: max(analyticsDailyFigures.day) })
    .from(analyticsDailyFigures)
    .where(eq(analyticsDailyFigures.tenantId, tenantId));
  const earliest = addDays(today, -FIRST_RUN_DAYS);
  const recompute = addDays(today, -RECOMPUTED_DAYS);
  const afterStored = stored?.last ? addDays(stored.last, 1) : earliest;
  const from = [afterStored < recompute ? afterStored : recompute, earliest].sort().at(-1)!;
  const rows = await computeFigures(context, from, to);
  await tx
    .delete(analyticsDailyFigures)
    .where(and(eq(analyticsDailyFigures.tenantId, tenantId), between(analyticsDailyFigures.day, from, to)));
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(analyticsDailyFigures).values(rows.slice(start, start + 1000).map((row) => ({ ...row, tenantId })));
  }
  await rebuildRollups(tx, tenantId, from, to);
  return { from, to, rows: rows.length };
}

/** The first day of the month of `day`. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
/** The first day of the month after the one of `day`. */
const nextMonth = (day: string) => monthOf(addDays(monthOf(day), 31));

/**
 * Rebuilds, from the stored daily figures, the rollups of the days from
 * `from` to `to`: the keyless totals of those days and the monthly sums of
 * every month they touch (whole months, so a month's rollup is always the sum
 * of its stored days; rebuilding again changes nothing).
 */
export async function rebuildRollups(tx: Tx, tenantId: string, from: string, to: string): Promise<void> {
  const daily = analyticsDailyFigures;
  const days = and(eq(daily.tenantId, tenantId), between(daily.day, from, to));
  await tx.delete(analyticsDayTotals).where(and(eq(analyticsDayTotals.tenantId, tenantId), between(analyticsDayTotals.day, from, to)));
  await tx.insert(analyticsDayTotals).select(
    tx
      .select({ tenantId: daily.tenantId, volunteerCenterId: daily.volunteerCenterId, day: daily.day, metric: daily.metric, n: sql<number>`sum(${daily.n})`.as('n') })
      .from(daily)
      .where(and(days, inArray(daily.metric, LINE_METRICS)))
      .groupBy(daily.tenantId, daily.volunteerCenterId, daily.day, daily.metric),
  );
  const [first, end] = [monthOf(from), nextMonth(to)];
  const monthly = analyticsMonthlyFigures;
  await tx.delete(monthly).where(and(eq(monthly.tenantId, tenantId), gte(monthly.month, first), lt(monthly.month, end)));
  const month = sql<string>`date_trunc('month', ${daily.day}::timestamp)::date`;
  await tx.insert(monthly).select(
    tx
      .select({ tenantId: daily.tenantId, volunteerCenterId: daily.volunteerCenterId, month: month.as('month'), metric: daily.metric, key: daily.key, n: sql<number>`sum(${daily.n})`.as('n') })
      .from(daily)
      .where(and(eq(daily.tenantId, tenantId), gte(daily.day, first), lt(daily.day, end)))
      .groupBy(daily.tenantId, daily.volunteerCenterId, month, daily.metric, daily.key),
  );
}

/** The `analytics.daily-figures` job: every tenant's closed days, one transaction per tenant. */
export async function dailyFiguresJob(database: Database, inTenant: TenantContextRunner, now = new Date()): Promise<Record<string, number>> {
  const stored: Record<string, number> = {};
  for (const id of await listTenantIds(database.db)) {
    stored[id] = (await inTenant(id, 'job analytics.daily-figures', (context) => storeClosedDays(context, now))).rows;
  }
  return stored;
}

export type FigureScope = { volunteerCenterId: string; from: string; to: string };

const storedIn = (tenantId: string, scope: FigureScope) =>
  and(
    eq(analyticsDailyFigures.tenantId, tenantId),
    eq(analyticsDailyFigures.volunteerCenterId, scope.volunteerCenterId),
    gte(analyticsDailyFigures.day, scope.from),
    lte(analyticsDailyFigures.day, scope.to),
  );

/** The stored figures of a centre's period summed per day and metric (the charts' lines), from the keyless day totals. */
export function readDailyTotals(context: RequestContext, scope: FigureScope) {
  const totals = analyticsDayTotals;
  return context.tx
    .select({ day: totals.day, metric: totals.metric, n: totals.n })
    .from(totals)
    .where(
      and(
        eq(totals.tenantId, context.tenant.id),
        eq(totals.volunteerCenterId, scope.volunteerCenterId),
        gte(totals.day, scope.from),
        lte(totals.day, scope.to),
      ),
    );
}

/**
 * A period cut at month boundaries: the whole months in it (`months`, from
 * the first day of the first to the first day after the last) and the days
 * before and after them. A period inside one month is all days.
 */
export function splitAtMonths(scope: FigureScope): { months: { from: string; end: string } | null; days: FigureScope[] } {
  const wholeFrom = scope.from === monthOf(scope.from) ? scope.from : nextMonth(scope.from);
  const wholeEnd = nextMonth(scope.to) === addDays(scope.to, 1) ? addDays(scope.to, 1) : monthOf(scope.to);
  if (wholeFrom >= wholeEnd) return { months: null, days: [scope] };
  const days = [
    { ...scope, to: addDays(wholeFrom, -1) },
    { ...scope, from: wholeEnd },
  ].filter((part) => part.from <= part.to);
  return { months: { from: wholeFrom, end: wholeEnd }, days };
}

/**
 * The stored figures of a centre's period summed per metric and key
 * (organisation or category): its whole months from the monthly rollup, its
 * edge days from the daily figures.
 */
export async function readKeyTotals(context: RequestContext, scope: FigureScope): Promise<{ metric: string; key: string; n: number }[]> {
  const { months, days } = splitAtMonths(scope);
  const parts = [];
  for (const part of days) {
    const n = sum(analyticsDailyFigures.n).mapWith(Number);
    parts.push(
      context.tx
        .select({ metric: analyticsDailyFigures.metric, key: analyticsDailyFigures.key, n })
        .from(analyticsDailyFigures)
        .where(storedIn(context.tenant.id, part))
        .groupBy(analyticsDailyFigures.metric, analyticsDailyFigures.key),
    );
  }
  if (months) {
    const monthly = analyticsMonthlyFigures;
    const n = sum(monthly.n).mapWith(Number);
    parts.push(
      context.tx
        .select({ metric: monthly.metric, key: monthly.key, n })
        .from(monthly)
        .where(
          and(
            eq(monthly.tenantId, context.tenant.id),
            eq(monthly.volunteerCenterId, scope.volunteerCenterId),
            gte(monthly.month, months.from),
            lt(monthly.month, months.end),
          ),
        )
        .groupBy(monthly.metric, monthly.key),
    );
  }
  const totals = new Map<string, { metric: string; key: string; n: number }>();
  for (const part of parts) {
    for (const row of await part) {
      const id = `${row.metric}|${row.key}`;
      const total = totals.get(id);
      if (total) total.n += row.n;
      else totals.set(id, { ...row });
    }
  }
  return [...totals.values()];
}
