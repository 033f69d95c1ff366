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

export type ReadPlan = { months: string[]; add: FigureScope[]; subtract: FigureScope[] };

/** The days from `from` to `to`, both included. */
const dayCount = (scope: { from: string; to: string }) => Math.round((Date.parse(scope.to) - Date.parse(scope.from)) / 86_400_000) + 1;

/** Appends a range of days, joining it to the previous one when they touch (one query instead of two). */
function appendDays(parts: FigureScope[], part: FigureScope) {
  const previous = parts.at(-1);
  if (previous && addDays(previous.to, 1) === part.from) previous.to = part.to;
  else parts.push({ ...part });
}

/**
 * What a period reads, month by month: a whole month from the monthly rollup;
 * a partial month (an edge) from its days in the period (`add`), or, when the
 * month has fewer days outside the period than in it, from the monthly rollup
 * less its days outside (`subtract`). A month's rollup is the sum of its
 * stored days, so both give the sum of the stored days in the period; the
 * current month's days after yesterday are not stored, so "the last 30 days"
 * reads its last month from the rollup.
 */
export function planReads(scope: FigureScope): ReadPlan {
  const plan: ReadPlan = { months: [], add: [], subtract: [] };
  for (let month = monthOf(scope.from); month <= scope.to; month = nextMonth(month)) {
    const last = addDays(nextMonth(month), -1);
    const inside = { ...scope, from: scope.from > month ? scope.from : month, to: scope.to < last ? scope.to : last };
    const outside = [
      { ...scope, from: month, to: addDays(inside.from, -1) },
      { ...scope, from: addDays(inside.to, 1), to: last },
    ].filter((part) => part.from <= part.to);
    if (outside.reduce((days, part) => days + dayCount(part), 0) < dayCount(inside)) {
      plan.months.push(month);
      for (const part of outside) appendDays(plan.subtract, part);
    } else {
      appendDays(plan.add, inside);
    }
  }
  return plan;
}

type KeyTotal = { metric: string; key: string; n: number };

/**
 * The stored figures of a centre's period summed per metric and key
 * (organisation or category), as planReads says: whole months from the
 * monthly rollup, the rest from the daily figures. Stored figures are never
 * 0, so a key whose sum is 0 had no figures in the period and is left out.
 */
export async function readKeyTotals(context: RequestContext, scope: FigureScope): Promise<KeyTotal[]> {
  const plan = planReads(scope);
  const daily = analyticsDailyFigures;
  const sumOfDays = (part: FigureScope) =>
    context.tx
      .select({ metric: daily.metric, key: daily.key, n: sum(daily.n).mapWith(Number) })
      .from(daily)
      .where(storedIn(context.tenant.id, part))
      .groupBy(daily.metric, daily.key);
  const totals = new Map<string, KeyTotal>();
  const bump = (rows: KeyTotal[], sign: 1 | -1) => {
    for (const row of rows) {
      const id = `${row.metric}|${row.key}`;
      const total = totals.get(id) ?? { metric: row.metric, key: row.key, n: 0 };
      total.n += sign * row.n;
      totals.set(id, total);
    }
  };
  if (plan.months.length > 0) {
    const monthly = analyticsMonthlyFigures;
    bump(
      await context.tx
        .select({ metric: monthly.metric, key: monthly.key, n: sum(monthly.n).mapWith(Number) })
        .from(monthly)
        .where(
          and(
            eq(monthly.tenantId, context.tenant.id),
            eq(monthly.volunteerCenterId, scope.volunteerCenterId),
            inArray(monthly.month, plan.months),
          ),
        )
        .groupBy(monthly.metric, monthly.key),
      1,
    );
  }
  for (const part of plan.add) bump(await sumOfDays(part), 1);
  for (const part of plan.subtract) bump(await sumOfDays(part), -1);
  return [...totals.values()].filter((total) => total.n !== 0);
}
