import { Script, createContext } from 'node:vm';
import { RRule, type Options as RRuleOptions } from 'rrule';
import * as v from 'valibot';
import type { ActivityFrequency, VacancyType } from '@platform/contracts';
import type { FieldIssue } from '../../platform/http/errors';

/**
 * Activities happen at Dutch wall-clock times: a club night "every Tuesday at
 * 19:00" stays at 19:00 across daylight-saving changes. Recurrences are
 * therefore expanded on Amsterdam wall-clock time and turned into instants
 * afterwards (docs/decisions.md, "Activities and the iCalendar feed").
 */
export const CALENDAR_TIME_ZONE = 'Europe/Amsterdam';

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CALENDAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The Amsterdam wall-clock time of an instant as a "floating" date: its UTC
 * fields read that time (the form rrule computes in).
 */
export function toWallClock(instant: Date): Date {
  // Amsterdam's offset only changes on a whole UTC hour: asked of Intl once per
  // hour (formatToParts is slow, and search asks for thousands of weekly dates).
  const ms = instant.getTime();
  const hour = Math.floor(ms / HOUR_MS) * HOUR_MS;
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const part = Object.fromEntries(wallClockParts.formatToParts(new Date(hour)).map((p) => [p.type, Number(p.value)]));
    offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - hour;
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return new Date(ms + offset);
}

const HOUR_MS = 3_600_000;
/** About eleven years of hours. */
const OFFSETS_KEPT = 100_000;
const offsetByHour = new Map<number, number>();

const offsetAt = (instant: Date) => toWallClock(instant).getTime() - instant.getTime();

/**
 * The instant Amsterdam's clocks show `wallClock` (a floating date). A time
 * skipped in spring moves an hour on; a time that occurs twice in autumn is
 * taken in winter time.
 */
export function fromWallClock(wallClock: Date): Date {
  const guess = wallClock.getTime() - offsetAt(wallClock);
  return new Date(wallClock.getTime() - offsetAt(new Date(guess)));
}

/** Midnight in Amsterdam at the start of a `yyyy-mm-dd` day. */
export function startOfDutchDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return fromWallClock(new Date(Date.UTC(year!, month! - 1, day!)));
}

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/**
 * The years a date in a query may name (range bounds here, search's activity
 * days). Callers add up to a year to a bound, and PostgreSQL refuses the year 0
 * and reads no five-digit year as JavaScript writes it, so wider bounds would
 * reach the database as a 500 rather than a 400.
 */
export const QUERY_YEARS = { first: 2000, last: 2100 } as const;

const isQueryYear = (instant: Date) => instant.getUTCFullYear() >= QUERY_YEARS.first && instant.getUTCFullYear() <= QUERY_YEARS.last;

/**
 * A range bound given in a query: a `yyyy-mm-dd` day means midnight in
 * Amsterdam at its start (or, with `dayEnd`, at the start of the next day, so
 * the day itself is included); a full ISO timestamp means that instant.
 * Anything else (also 2026-02-30, or a year outside QUERY_YEARS) is null.
 */
export function parseRangeBound(value: string, { dayEnd = false } = {}): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const utc = new Date(Date.UTC(year, month - 1, date));
    if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date || !isQueryYear(utc)) return null;
    if (dayEnd) utc.setUTCDate(utc.getUTCDate() + 1);
    return fromWallClock(utc);
  }
  const instant = v.is(isoTimestamp, value) ? new Date(value) : null;
  return instant && isQueryYear(instant) ? instant : null;
}

/** `yyyy-mm-ddThh:mm:ss` of an instant in Amsterdam, without an offset (for TZID-qualified iCalendar times). */
export function dutchLocalDateTime(instant: Date): string {
  return toWallClock(instant).toISOString().slice(0, 19);
}

/** Longest recurrence step: anything rarer is not "regularly". */
const MAX_INTERVAL = 52;
const MAX_COUNT = 1000;
/** The parts a recurrence rule may have; BYHOUR and finer would let one rule fill a calendar. */
const RULE_PARTS = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST']);
const RULE_FREQUENCIES: readonly number[] = [RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY];

const isIntegerIn = (value: unknown, min: number, max: number) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const asList = <T>(value: T | T[] | null | undefined): T[] => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The options of an RFC 5545 RRULE value (`FREQ=WEEKLY;BYDAY=TU`) when it is
 * one this platform supports: daily to yearly, each part at most once, sane
 * numbers, weekdays that exist, COUNT and UNTIL not both. Otherwise null.
 */
export function parseRecurrenceRule(rule: string): Partial<RRuleOptions> | null {
  const parts = rule.split(';').map((part) => part.split('='));
  const names = parts.map(([name]) => name ?? '');
  if (parts.some((part) => part.length !== 2 || !part[1]) || names.some((name) => !RULE_PARTS.has(name))) return null;
  if (new Set(names).size !== names.length || !names.includes('FREQ')) return null;
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(rule);
  } catch {
    return null;
  }
  if (!RULE_FREQUENCIES.includes(options.freq as number)) return null;
  if (options.interval !== undefined && !isIntegerIn(options.interval, 1, MAX_INTERVAL)) return null;
  if (options.count !== undefined && options.count !== null && !isIntegerIn(options.count, 1, MAX_COUNT)) return null;
  if (options.count && options.until) return null;
  if (options.until !== undefined && (!(options.until instanceof Date) || Number.isNaN(options.until.getTime()))) return null;
  const weekdays = asList(options.byweekday as unknown);
  if (weekdays.some((day) => day === null || day === undefined)) return null;
  // "1TU" (first Tuesday) only makes sense within a month or year.
  const ordinals = weekdays.map((day) => (day as { n?: number }).n).filter((n) => n !== undefined);
  if (ordinals.some((n) => !isIntegerIn(Math.abs(n!), 1, 5)) || (ordinals.length > 0 && !['MONTHLY', 'YEARLY'].includes(RRule.FREQUENCIES[options.freq!]!))) {
    return null;
  }
  if (asList(options.bymonthday).some((day) => !isIntegerIn(Math.abs(day), 1, 31))) return null;
  if (asList(options.bymonth).some((month) => !isIntegerIn(month, 1, 12))) return null;
  return options;
}

// rrule walks on until the year 9999 when a rule can never match (BYMONTH=2;
// BYMONTHDAY=31), which takes seconds; the check that a rule ever matches runs
// under a time limit instead.
const limitContext = createContext({});
const limitScript = new Script('task()');
function withinTimeLimit<T>(task: () => T, ms: number): T | undefined {
  limitContext.task = task;
  try {
    return limitScript.runInContext(limitContext, { timeout: ms }) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return undefined;
    throw error;
  } finally {
    limitContext.task = undefined;
  }
}

/** Whether a supported rule has a first date from `startsAt` on (found within a quarter second). */
export function recurrenceRuleMatches(rule: string, startsAt: Date): boolean {
  const options = parseRecurrenceRule(rule);
  if (!options) return false;
  const start = toWallClock(startsAt);
  const recurrence = new RRule({ ...options, dtstart: start });
  return !!withinTimeLimit(() => recurrence.after(start, true), 250);
}

/**
 * What is wrong with a vacancy's recurrence rule as a write would leave it:
 * it belongs to activities held regularly only, counts from startsAt, must be
 * a supported rule and must match at least once. `at` makes the pointer.
 */
export function recurrenceRuleIssues(
  at: (field: string) => string,
  vacancy: { recurrenceRule: string; vacancyType: VacancyType; frequency: ActivityFrequency | null; startsAt: Date | null },
): FieldIssue[] {
  const field = 'recurrence_rule';
  if (vacancy.vacancyType !== 'activity' || vacancy.frequency !== 'regularly') {
    return [{ pointer: at(field), field, reason: 'only_for_regular_activities' }];
  }
  if (!vacancy.startsAt) return [{ pointer: at('starts_at'), field: 'starts_at', reason: 'required' }];
  if (!recurrenceRuleMatches(vacancy.recurrenceRule, vacancy.startsAt)) return [{ pointer: at(field), field, reason: 'invalid_recurrence_rule' }];
  return [];
}

/** What the schedule of an activity consists of (vacancy columns). */
export type ActivitySchedule = {
  startsAt: Date | null;
  endsAt: Date | null;
  frequency: ActivityFrequency | null;
  recurrenceRule: string | null;
  expiresAt: Date | null;
};

export type Occurrence = { startsAt: Date; endsAt: Date | null };

/** Most occurrences one activity lists in one answer (a daily activity over the longest range fits). */
export const MAX_OCCURRENCES = 400;

/** The recurrence of a regularly held activity, ending at its rule's end or the vacancy's expiry, whichever is first. */
export function activityRecurrence(schedule: ActivitySchedule): RRule | null {
  if (schedule.frequency !== 'regularly' || !schedule.recurrenceRule || !schedule.startsAt) return null;
  const options = parseRecurrenceRule(schedule.recurrenceRule);
  if (!options) return null;
  const ends = [options.until ? toWallClock(options.until) : null, schedule.expiresAt ? toWallClock(schedule.expiresAt) : null].filter(
    (date): date is Date => date !== null,
  );
  const until = ends.length > 0 ? new Date(Math.min(...ends.map((date) => date.getTime()))) : null;
  return new RRule({ ...options, dtstart: toWallClock(schedule.startsAt), until });
}

/**
 * The times an activity takes place that overlap [from, until): once and
 * multi-day activities are one span from startsAt to endsAt; regularly held
 * ones repeat by their rule from startsAt, each lasting as long as the first
 * (endsAt − startsAt, in wall-clock time). An activity without an end is a
 * moment (endsAt null).
 */
export function occurrencesBetween(schedule: ActivitySchedule, from: Date, until: Date): Occurrence[] {
  const { startsAt, endsAt } = schedule;
  if (!startsAt) return [];
  const overlaps = (occurrence: Occurrence) =>
    occurrence.startsAt < until && (occurrence.endsAt ? occurrence.endsAt > from : occurrence.startsAt >= from);
  const recurrence = activityRecurrence(schedule);
  if (!recurrence) {
    const single = { startsAt, endsAt };
    return overlaps(single) ? [single] : [];
  }
  const firstStart = toWallClock(startsAt);
  const duration = endsAt ? toWallClock(endsAt).getTime() - firstStart.getTime() : null;
  // Start looking one duration early: an occurrence that began before `from` may still run.
  const searchFrom = new Date(toWallClock(from).getTime() - Math.max(duration ?? 0, 0));
  const starts = recurrence.between(searchFrom, toWallClock(until), true, (_date, index) => index < MAX_OCCURRENCES);
  return starts
    .map((start) => ({
      startsAt: fromWallClock(start),
      endsAt: duration === null ? null : fromWallClock(new Date(start.getTime() + duration)),
    }))
    .filter(overlaps);
}

/**
 * The rule as a calendar program should repeat it: the stored rule, ending at
 * the vacancy's expiry when that comes first (UNTIL in UTC, as RFC 5545 asks
 * for a DTSTART with a time zone).
 */
export function feedRecurrenceRule(schedule: ActivitySchedule): string | null {
  const recurrence = activityRecurrence(schedule);
  if (!recurrence) return null;
  const { dtstart: _dtstart, until: _until, count, ...rest } = recurrence.origOptions;
  const ends = [parseRecurrenceRule(schedule.recurrenceRule!)?.until ?? null, schedule.expiresAt].filter((date): date is Date => !!date);
  const until = ends.length > 0 ? new Date(Math.min(...ends.map((date) => date.getTime()))) : null;
  const options: Partial<RRuleOptions> = { ...rest };
  // COUNT and UNTIL exclude each other: a count stays when the series ends before the expiry.
  if (count && recurrence.all().length >= count) options.count = count;
  else if (until) options.until = until;
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}
