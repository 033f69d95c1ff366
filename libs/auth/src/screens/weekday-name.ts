import { calendarDayFormat, DATE_FORMATS } from '@platform/i18n';

// 1 January 2024 was a Monday, so day n of the API (1 = Monday) is 2024-01-n.
/** The localised name of a digest day (1 = Monday … 7 = Sunday). */
export function weekdayName(day: number, locale: string): string {
  return calendarDayFormat(locale, DATE_FORMATS.weekday).format(new Date(Date.UTC(2024, 0, day)));
}
