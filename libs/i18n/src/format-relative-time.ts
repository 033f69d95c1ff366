/** Spec §9: relative times are refreshed every 30 seconds. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
  ['second', 1],
];

/**
 * Words a moment relative to `now` in the locale, from seconds to years
 * ('5 minutes ago', '5 minuten geleden', 'in 2 days'). Intl supplies the
 * wording and plural forms of both languages, so no catalog entry is needed.
 */
export function formatRelativeTime(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
