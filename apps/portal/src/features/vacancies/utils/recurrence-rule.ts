import { RRule, Weekday } from 'rrule';

/** The repetitions the vacancy form offers for regularly held activities. */
export const RECURRENCE_PATTERNS = ['weekly', 'biweekly', 'monthly'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];

/** RFC 5545 day codes, Monday first. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Which of its kind a day is in its month: the first … fourth, or the last (-1). */
export type WeekOfMonth = 1 | 2 | 3 | 4 | -1;

/**
 * A simple repetition: weekly or every two weeks on some days, or monthly on
 * one weekday of the month (e.g. the first Saturday); `monthDay` is absent
 * for a monthly rule that repeats on the start's date instead.
 */
export type Recurrence = {
  pattern: RecurrencePattern;
  weekdays: WeekdayCode[];
  monthDay?: { week: WeekOfMonth; weekday: WeekdayCode };
};

const READABLE_OPTIONS = new Set(['freq', 'interval', 'byweekday', 'wkst']);

/** rrule's text of the options without the `RRULE:` prefix, and ordinals as people write them (`1SA`, not `+1SA`). */
const ruleValue = (options: Parameters<typeof RRule.optionsToString>[0]) =>
  RRule.optionsToString(options).replace(/^RRULE:/, '').replace(/\+(\d)/g, '$1');

const inWeekOrder = (weekdays: readonly WeekdayCode[]) => WEEKDAY_CODES.filter((code) => weekdays.includes(code));

/**
 * The weekday of the month a `yyyy-mm-dd` date is, e.g. the first Saturday;
 * a fifth one counts as the last, which every month has.
 */
export function weekdayOfMonth(date: string): { week: WeekOfMonth; weekday: WeekdayCode } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_CODES[(new Date(year, month - 1, day).getDay() + 6) % 7] as WeekdayCode;
  const week = Math.ceil(day / 7);
  return { week: week > 4 ? -1 : (week as WeekOfMonth), weekday };
}

/**
 * The `recurrence_rule` for a repetition, without the `RRULE:` prefix (the
 * API keeps the rule apart from the start, which is `starts_at`), e.g.
 * `FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH`. Monthly repeats on the weekday of
 * the month the activity starts (`FREQ=MONTHLY;BYDAY=1SA` for a start on a
 * first Saturday), or on its date when the start is not known.
 */
export function buildRecurrenceRule({ pattern, weekdays }: Pick<Recurrence, 'pattern' | 'weekdays'>, startsOn = ''): string {
  if (pattern === 'monthly') {
    if (!startsOn) return ruleValue({ freq: RRule.MONTHLY });
    const { week, weekday } = weekdayOfMonth(startsOn);
    return ruleValue({ freq: RRule.MONTHLY, byweekday: [Weekday.fromStr(weekday).nth(week)] });
  }
  const byweekday = inWeekOrder(weekdays).map((code) => Weekday.fromStr(code));
  const options = { freq: RRule.WEEKLY, ...(pattern === 'biweekly' ? { interval: 2 } : {}), ...(byweekday.length > 0 ? { byweekday } : {}) };
  return ruleValue(options);
}

/**
 * The repetition a rule describes, when it is one the form offers; `null` for
 * no rule, an unreadable one, or one the form cannot show (daily, yearly,
 * every three weeks, with an end …), which the form then keeps as it is.
 */
export function parseRecurrenceRule(rule: string | null | undefined): Recurrence | null {
  if (!rule?.trim()) return null;
  let options: ReturnType<typeof RRule.parseString>;
  try {
    // Upper case, as the API stores rules.
    options = RRule.parseString(rule.trim().toUpperCase());
  } catch {
    return null;
  }
  if (Object.keys(options).some((key) => !READABLE_OPTIONS.has(key))) return null;
  const interval = options.interval ?? 1;
  const days = ([] as unknown[]).concat(options.byweekday ?? []).map((day) =>
    day instanceof Weekday ? { code: WEEKDAY_CODES[day.weekday], n: day.n ?? 0 } : { code: typeof day === 'number' ? WEEKDAY_CODES[day] : undefined, n: 0 },
  );
  if (days.some((day) => !day.code)) return null;
  if (options.freq === RRule.MONTHLY && interval === 1) {
    if (days.length === 0) return { pattern: 'monthly', weekdays: [] };
    const [only] = days;
    if (days.length === 1 && only && [1, 2, 3, 4, -1].includes(only.n)) {
      return { pattern: 'monthly', weekdays: [], monthDay: { week: only.n as WeekOfMonth, weekday: only.code as WeekdayCode } };
    }
    return null;
  }
  if (options.freq === RRule.WEEKLY && (interval === 1 || interval === 2) && days.every((day) => day.n === 0)) {
    return { pattern: interval === 2 ? 'biweekly' : 'weekly', weekdays: inWeekOrder(days.map((day) => day.code as WeekdayCode)) };
  }
  return null;
}
