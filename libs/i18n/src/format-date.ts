/** The date and time formats the pages use, by name, for {@link dateFormat}. */
export const DATE_FORMATS = {
  /** 12 december 2026 */
  date: { dateStyle: 'long' },
  /** 12 dec 2026 14:00 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 12 december 2026 om 14:00 */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 14:00 */
  time: { hour: '2-digit', minute: '2-digit' },
  /** ma */
  weekdayShort: { weekday: 'short' },
  /** maandag */
  weekday: { weekday: 'long' },
  /** ma 12 december */
  dayShort: { weekday: 'short', day: 'numeric', month: 'long' },
  /** maandag 12 december */
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  /** maandag 12 december 2026 */
  dayWithYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** december 2026 */
  month: { month: 'long', year: 'numeric' },
  /** 30 november */
  dayAndMonth: { day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The centres' zone until the current centre's answer names it (`meta.timeZone`, the API's `TZ`). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

// One zone for every date an app shows: the centre's, not the browser's, so a
// page the server rendered hydrates with the same text in any visitor's zone
// and staff abroad see the centre's times. Set once the centre is known.
let centerTimeZone = DEFAULT_TIME_ZONE;

/** Shows every later date in `zone`: called with the current centre's `meta.timeZone` before the first render. */
export function setTimeZone(zone: string): void {
  centerTimeZone = zone;
}

/** The zone every date is shown in, e.g. Europe/Amsterdam. */
export function getTimeZone(): string {
  return centerTimeZone;
}

// Formatters are costly to build; calendars and lists format many dates.
const cache = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A cached `Intl.DateTimeFormat` for the locale in the centre's time zone,
 * e.g. `dateFormat(locale, DATE_FORMATS.time)`: the one way the apps format a
 * moment (lint refuses `Intl.DateTimeFormat` and `toLocale…String` elsewhere).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(locale, { ...options, timeZone: centerTimeZone });
}

/**
 * A formatter for calendar days, which the calendars hold as UTC midnights
 * (a day is a date, in no zone): e.g. a weekday's name or a month's title.
 */
export function calendarDayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(locale, { ...options, timeZone: 'UTC' });
}

/**
 * A period of calendar days, "30 november – 6 december 2026" (the year once when
 * both have it). Not `formatRange`: Node's and Chromium's ICU space its dash
 * differently, and the server's HTML must match the browser's to the character.
 */
export function formatDayRange(first: Date, last: Date, locale: string): string {
  const sameYear = first.getUTCFullYear() === last.getUTCFullYear();
  const from = calendarDayFormat(locale, sameYear ? DATE_FORMATS.dayAndMonth : DATE_FORMATS.date).format(first);
  return `${from} – ${calendarDayFormat(locale, DATE_FORMATS.date).format(last)}`;
}

/**
 * A date ("12 mei 2026", "May 12, 2026"), or with `withTime` a date and time,
 * in the locale and the centre's time zone; '' for none.
 *
 * @param value an ISO 8601 string as the API sends it, or a `Date`.
 */
export function formatDate(
  value: string | Date | null | undefined,
  locale: string,
  withTime = false,
): string {
  if (!value) return '';
  return dateFormat(locale, withTime ? DATE_FORMATS.dateTime : DATE_FORMATS.date).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}

/** The date and time of day a moment falls on in the centre's zone: `{ date: 'yyyy-mm-dd', time: 'hh:mm' }`. */
export function zonedParts(value: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    cachedFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: centerTimeZone,
    })
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}` };
}

/** The city of the centre's zone for a visitor abroad ("Amsterdam" for Europe/Amsterdam). */
export function timeZoneCity(zone = centerTimeZone): string {
  return (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
}
