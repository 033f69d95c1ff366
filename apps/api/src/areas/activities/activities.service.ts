import { ApiError } from '../../platform/http/errors';
import { isUuid } from '../../platform/http/json-api';
import type { Tx } from '../../platform/db/database';
import type { TenantContext } from '../../identity/tenancy/tenancy.plugin';
import { publicCenters } from '../../identity/tenancy/tenancy.policy';
import { listActivityCandidates, type VacancyRow } from '../vacancies/vacancies.data';
import { fromWallClock, occurrencesBetween, parseRangeBound, toWallClock, type Occurrence } from '../vacancies/activity-schedule';

/** The range a calendar gets without asking: today and the 31 days after it. */
export const DEFAULT_RANGE_DAYS = 31;
/** The longest range one request may ask for. */
export const MAX_RANGE_DAYS = 366;

export type ActivityQuery = {
  from: Date;
  until: Date;
  categoryIds?: string[];
  organizationIds?: string[];
};

export type ActivityWithOccurrences = { vacancy: VacancyRow; occurrences: Occurrence[] };

const DAY_MS = 86_400_000;

/** Midnight in Amsterdam `days` days after (or before) the start of the day `instant` falls on. */
export function dutchDayStart(instant: Date, days = 0): Date {
  const wallClock = toWallClock(instant);
  wallClock.setUTCHours(0, 0, 0, 0);
  wallClock.setUTCDate(wallClock.getUTCDate() + days);
  return fromWallClock(wallClock);
}

function invalidParameter(parameter: string): ApiError {
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

/** Comma-separated ids of a filter; any id that is not a UUID is a 400 naming the parameter. */
export function idList(value: string | undefined, parameter: string): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0 || ids.length > 50 || !ids.every(isUuid)) throw invalidParameter(parameter);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/**
 * The range of a calendar request (`from` inclusive, `until` exclusive, as
 * dates in Amsterdam or ISO timestamps): by default today and the next 31
 * days; `until` must come after `from` and at most 366 days later.
 */
export function activityRange(from: string | undefined, until: string | undefined, now = new Date()): { from: Date; until: Date } {
  const start = from === undefined ? dutchDayStart(now) : parseRangeBound(from);
  if (!start) throw invalidParameter('filter[from]');
  const end = until === undefined ? dutchDayStart(start, DEFAULT_RANGE_DAYS + 1) : parseRangeBound(until);
  if (!end) throw invalidParameter('filter[until]');
  // An hour of slack: a range of whole Dutch days may hold a summer-time change.
  if (end <= start || end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS + 3_600_000) throw invalidParameter('filter[until]');
  return { from: start, until: end };
}

/**
 * Published activities of a site with at least one occurrence in the range,
 * each with those occurrences, ordered by their first one: the site's centre,
 * or every centre of the tenant where centres share their vacancies (as public
 * search does). A 404 where the tenant has no activity calendar.
 */
export async function findActivities(tx: Tx, tenant: TenantContext, query: ActivityQuery): Promise<ActivityWithOccurrences[]> {
  const { features } = tenant;
  if (!features.activities) throw new ApiError('NOT_FOUND', { detailKey: 'error.NOT_FOUND.activities_disabled' });
  const candidates = await listActivityCandidates(tx, tenant.id, {
    centers: publicCenters(tenant),
    categoryIds: query.categoryIds,
    organizationIds: query.organizationIds,
    from: query.from,
    until: query.until,
  });
  return candidates
    .map((vacancy) => ({ vacancy, occurrences: occurrencesBetween(vacancy, query.from, query.until) }))
    .filter((activity) => activity.occurrences.length > 0)
    .sort((a, b) => a.occurrences[0]!.startsAt.getTime() - b.occurrences[0]!.startsAt.getTime() || a.vacancy.id.localeCompare(b.vacancy.id));
}
