import { and, between, eq, gte, lte, max, sql, sum } from 'drizzle-orm';
import type { RequestContext } from '../../platform/http/request-context';
import { dutchDay, readUsageCounts } from '../../platform/usage-counts/usage-counter';
import { listApplicationsForFigures } from '../applications/applications.data';
import { countSubmissionsPerDay } from '../forms/forms.data';
import { countNewOrganizationsPerDay } from '../../identity/organizations/organizations.data';
import { countNewVolunteersPerDay } from '../../identity/users/users.data';
import { listTenantIds } from '../../identity/tenancy/tenancy.data';
import { countPublishedPerDay, findVacancyOwners } from '../vacancies/vacancies.data';
import type { Database } from '../../platform/db/database';
import type { TenantContextRunner } from '../../platform/http/request-context';
import { analyticsDailyFigures } from './analytics.tables';

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
  return { from, to, rows: rows.length };
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

/** The stored figures of a centre's period summed per day and metric (the charts' lines). */
export function readDailyTotals(context: RequestContext, scope: FigureScope) {
  const n = sum(analyticsDailyFigures.n).mapWith(Number);
  return context.tx
    .select({ day: analyticsDailyFigures.day, metric: analyticsDailyFigures.metric, n })
    .from(analyticsDailyFigures)
    .where(and(storedIn(context.tenant.id, scope), sql`${analyticsDailyFigures.metric} not like '%_by_category'`))
    .groupBy(analyticsDailyFigures.day, analyticsDailyFigures.metric);
}

/** The stored figures of a centre's period summed per metric and key (organisation or category). */
export function readKeyTotals(context: RequestContext, scope: FigureScope) {
  const n = sum(analyticsDailyFigures.n).mapWith(Number);
  return context.tx
    .select({ metric: analyticsDailyFigures.metric, key: analyticsDailyFigures.key, n })
    .from(analyticsDailyFigures)
    .where(storedIn(context.tenant.id, scope))
    .groupBy(analyticsDailyFigures.metric, analyticsDailyFigures.key);
}
