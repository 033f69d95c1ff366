import type { Role } from '@platform/contracts';
import { requireRole } from '../../identity/access/access';
import { findOrganizationNames } from '../../identity/organizations/organizations.data';
import { findVolunteerCenter } from '../../identity/tenancy/tenancy.data';
import { ApiError } from '../../platform/http/errors';
import { isUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { dutchDay, readUsageCounts, topUsageKeys } from '../../platform/usage-counts/usage-counter';
import { listCategories } from '../vacancies/vacancies.data';
import { addDays, computeFigures, readDailyTotals, readKeyTotals, type FigureScope, type Metric } from './analytics.figures';

/** Who sees a centre's analytics: its superusers, and admins for every centre of the tenant (docs/permissions.md). */
const ANALYTICS_ROLES: Role[] = ['admin', 'center_superuser'];
/** The longest period asked for at once: a year and a day, so "last year" and a leap year fit. */
const MAX_PERIOD_DAYS = 366;
/** The period shown when none is asked for: the last 30 days. */
const DEFAULT_PERIOD_DAYS = 30;
const WORDS_SHOWN = 10;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function dateFilter(query: ListQuery, name: 'from' | 'to'): string | undefined {
  const value = query.filters.get(name);
  if (value === undefined) return undefined;
  if (!isoDate.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || addDays(value, 0) !== value) {
    throw new ApiError('INVALID_QUERY_PARAMETER', {
      parameter: `filter[${name}]`,
      params: { parameter: `filter[${name}]` },
      detailKey: 'error.INVALID_QUERY_PARAMETER.invalid_date',
      reason: 'invalid_date',
    });
  }
  return value;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The centre and Dutch days asked for (`filter[center_id]`, `filter[from]`,
 * `filter[to]`), after checking the caller may see them: 401 without a
 * session, 403 for other roles and for a centre superuser asking for another
 * centre, 404 for a centre the tenant does not have.
 */
export async function resolvePeriod(context: RequestContext, query: ListQuery, now = new Date()): Promise<FigureScope> {
  const user = requireRole(context, ...ANALYTICS_ROLES);
  const today = dutchDay(now);
  const to = dateFilter(query, 'to') ?? today;
  const from = dateFilter(query, 'from') ?? addDays(to, 1 - DEFAULT_PERIOD_DAYS);
  if (from > to) {
    throw new ApiError('INVALID_QUERY_PARAMETER', {
      parameter: 'filter[to]',
      params: { parameter: 'filter[to]' },
      detailKey: 'error.INVALID_QUERY_PARAMETER.date_order',
      reason: 'date_order',
    });
  }
  if (daysBetween(from, to) >= MAX_PERIOD_DAYS) {
    throw new ApiError('INVALID_QUERY_PARAMETER', {
      parameter: 'filter[from]',
      params: { parameter: 'filter[from]', days: MAX_PERIOD_DAYS },
      detailKey: 'error.INVALID_QUERY_PARAMETER.period_too_long',
      reason: 'period_too_long',
    });
  }
  const volunteerCenterId = query.filters.get('center_id') ?? user.volunteerCenterId;
  if (!user.roles.includes('admin') && volunteerCenterId !== user.volunteerCenterId) throw new ApiError('FORBIDDEN');
  if (!isUuid(volunteerCenterId) || !(await findVolunteerCenter(context.tx, context.tenant.id, volunteerCenterId))) {
    throw new ApiError('NOT_FOUND');
  }
  return { volunteerCenterId, from, to };
}

type Totals = Map<Metric, number>;
type DayFigures = {
  day: string;
  searches: number;
  searchesWithoutResults: number;
  vacancyViews: number;
  applications: number;
  accepted: number;
  rejected: number;
  vacanciesPublished: number;
};
const DAY_METRICS = ['vacancies_published', 'applications', 'accepted', 'rejected', 'views'] as const satisfies readonly Metric[];

function bump<K>(map: Map<K, number>, key: K, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/**
 * A centre's figures of a period, summed per day, per metric and per key:
 * the stored closed days plus today's, computed now (one day's rows).
 */
async function gatherFigures(context: RequestContext, scope: FigureScope, now: Date) {
  const today = dutchDay(now);
  const perDay = new Map<string, Totals>();
  const perKey = new Map<string, number>();
  const lastClosed = addDays(today, -1);
  if (scope.from <= lastClosed) {
    const closed = { ...scope, to: scope.to < lastClosed ? scope.to : lastClosed };
    for (const row of await readDailyTotals(context, closed)) {
      const day = perDay.get(row.day) ?? new Map();
      bump(day, row.metric as Metric, row.n);
      perDay.set(row.day, day);
    }
    for (const row of await readKeyTotals(context, closed)) bump(perKey, `${row.metric}|${row.key}`, row.n);
  }
  if (scope.from <= today && today <= scope.to) {
    const day = perDay.get(today) ?? new Map();
    for (const row of await computeFigures(context, today, today)) {
      if (row.volunteerCenterId !== scope.volunteerCenterId) continue;
      if (!row.metric.endsWith('_by_category')) bump(day, row.metric, row.n);
      bump(perKey, `${row.metric}|${row.key}`, row.n);
    }
    perDay.set(today, day);
  }
  return { perDay, perKey };
}

const averageDays = (minutes: number, answered: number) => (answered === 0 ? null : Math.round((minutes / answered / 1440) * 10) / 10);

/** Keys of one metric with their sums. */
function keysOf(perKey: Map<string, number>, metric: Metric): Map<string, number> {
  const found = new Map<string, number>();
  for (const [id, n] of perKey) {
    const [name, key] = id.split('|') as [string, string];
    if (name === metric) found.set(key, n);
  }
  return found;
}

export type AnalyticsFigures = Awaited<ReturnType<typeof getFigures>>;

/** `GET /analytics/figures`: everything the `/analytics` page shows for a centre and period. */
export async function getFigures(context: RequestContext, scope: FigureScope, now = new Date()) {
  const { perDay, perKey } = await gatherFigures(context, scope, now);
  const usageScope = { tenantId: context.tenant.id, ...scope };
  const searchesPerDay = new Map<string, { searches: number; empty: number }>();
  for (const row of await readUsageCounts(context.tx, usageScope, ['search', 'search_empty'])) {
    const day = searchesPerDay.get(row.day) ?? { searches: 0, empty: 0 };
    if (row.kind === 'search') day.searches += row.n;
    else day.empty += row.n;
    searchesPerDay.set(row.day, day);
  }
  const today = dutchDay(now);
  const lastDay = scope.to < today ? scope.to : today;
  const days: DayFigures[] = [];
  for (let day = scope.from; day <= lastDay; day = addDays(day, 1)) {
    const figures = perDay.get(day) ?? new Map<Metric, number>();
    const searched = searchesPerDay.get(day);
    days.push({
      day,
      searches: searched?.searches ?? 0,
      searchesWithoutResults: searched?.empty ?? 0,
      vacancyViews: figures.get('views') ?? 0,
      applications: figures.get('applications') ?? 0,
      accepted: figures.get('accepted') ?? 0,
      rejected: figures.get('rejected') ?? 0,
      vacanciesPublished: figures.get('vacancies_published') ?? 0,
    });
  }
  const total = (metric: Metric) => [...keysOf(perKey, metric).values()].reduce((a, b) => a + b, 0);
  const sumOf = (field: Exclude<keyof DayFigures, 'day'>) => days.reduce((a, d) => a + d[field], 0);

  const organizationIds = new Set(
    DAY_METRICS.flatMap((metric) => [...keysOf(perKey, metric).keys()]).filter((id) => id !== ''),
  );
  const names = new Map((await findOrganizationNames(context.tx, context.tenant.id, [...organizationIds])).map((o) => [o.id, o.name]));
  const of = (metric: Metric, key: string) => perKey.get(`${metric}|${key}`) ?? 0;
  const organizations = [...organizationIds]
    .map((id) => ({
      id,
      name: names.get(id) ?? '',
      vacanciesPublished: of('vacancies_published', id),
      vacancyViews: of('views', id),
      applications: of('applications', id),
      accepted: of('accepted', id),
      rejected: of('rejected', id),
      averageDaysToFirstAnswer: averageDays(of('answer_minutes', id), of('answered', id)),
    }))
    .sort((a, b) => b.applications - a.applications || b.vacancyViews - a.vacancyViews || a.name.localeCompare(b.name, 'nl'));
  const categories = (await listCategories(context.tx, context.tenant.id))
    .map((category) => ({
      id: category.id,
      name: category.name,
      vacancyViews: of('views_by_category', category.id),
      applications: of('applications_by_category', category.id),
    }))
    .filter((category) => category.vacancyViews > 0 || category.applications > 0);
  const words = async (kind: 'search_word' | 'search_word_empty') =>
    (await topUsageKeys(context.tx, usageScope, kind, WORDS_SHOWN)).map((row) => ({ word: row.key, searches: row.n }));

  return {
    volunteerCenterId: scope.volunteerCenterId,
    from: scope.from,
    to: scope.to,
    totals: {
      vacanciesPublished: sumOf('vacanciesPublished'),
      searches: sumOf('searches'),
      searchesWithoutResults: sumOf('searchesWithoutResults'),
      vacancyViews: sumOf('vacancyViews'),
      applications: sumOf('applications'),
      accepted: sumOf('accepted'),
      rejected: sumOf('rejected'),
      averageDaysToFirstAnswer: averageDays(total('answer_minutes'), total('answered')),
      newVolunteers: total('new_volunteers'),
      newOrganizations: total('new_organizations'),
      formSubmissions: total('form_submissions'),
    },
    days,
    topWords: await words('search_word'),
    wordsWithoutResults: await words('search_word_empty'),
    organizations,
    categories,
  };
}

/** Applications younger than this have not had their chance to be answered in time yet. */
const ANSWER_WITHIN_DAYS = 7;

/**
 * `GET /analytics/funnel`: searches → views → applications → acceptances of
 * the period, and per organisation the share of its applications answered
 * within 7 days, of those sent at least 7 days ago (younger ones still may be).
 */
export async function getFunnel(context: RequestContext, scope: FigureScope, now = new Date()) {
  const { perKey } = await gatherFigures(context, scope, now);
  const total = (metric: Metric) => [...keysOf(perKey, metric).values()].reduce((a, b) => a + b, 0);
  const searches = (await readUsageCounts(context.tx, { tenantId: context.tenant.id, ...scope }, ['search'])).reduce((a, r) => a + r.n, 0);

  const cutoff = addDays(dutchDay(now), -ANSWER_WITHIN_DAYS);
  const due = { ...scope, to: scope.to < cutoff ? scope.to : cutoff };
  const dueKeys = new Map<string, number>();
  if (due.from <= due.to) for (const row of await readKeyTotals(context, due)) bump(dueKeys, `${row.metric}|${row.key}`, row.n);
  const sent = keysOf(dueKeys, 'applications');
  const inTime = keysOf(dueKeys, 'answered_within_7_days');
  const names = new Map((await findOrganizationNames(context.tx, context.tenant.id, [...sent.keys()])).map((o) => [o.id, o.name]));
  const responsiveness = [...sent]
    .filter(([id]) => id !== '')
    .map(([id, applications]) => {
      const answered = inTime.get(id) ?? 0;
      return { id, name: names.get(id) ?? '', applications, answeredWithin7Days: answered, share: Math.round((answered / applications) * 100) / 100 };
    })
    .sort((a, b) => a.share - b.share || b.applications - a.applications || a.name.localeCompare(b.name, 'nl'));

  return {
    volunteerCenterId: scope.volunteerCenterId,
    from: scope.from,
    to: scope.to,
    searches,
    vacancyViews: total('views'),
    applications: total('applications'),
    accepted: total('accepted'),
    responsiveness,
  };
}
