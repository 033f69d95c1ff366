/** The date and time formats the pages use, by name, for {@link dateFormat}. */
export const DATE_FORMATS = {
  /** 12 december 2026 */
  date: { dateStyle: 'long' },
  /** 12 dec 2026 14:00 */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** 14:00 */
  time: { hour: '2-digit', minute: '2-digit' },
  /** ma */
  weekdayShort: { weekday: 'short' },
  /** maandag */
  weekday: { weekday: 'long' },
  /** maandag 12 december */
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  /** maandag 12 december 2026 */
  dayWithYear: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** december 2026 */
  month: { month: 'long', year: 'numeric' },
  /** 30 november – 6 december 2026 (with formatRange) */
  dateRange: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Formatters are costly to build; calendars and lists format many dates.
const cache = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat` for the locale, e.g. `dateFormat(locale, DATE_FORMATS.time)`. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A date ("12 mei 2026", "May 12, 2026"), or with `withTime` a date and time,
 * in the locale; '' for none.
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
