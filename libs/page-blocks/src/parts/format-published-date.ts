import { dateFormat, DATE_FORMATS } from '@platform/i18n';

// The server and the browser may sit in different time zones; one fixed zone
// (the platform's centres are Dutch) gives both the same date, so hydration agrees.
const PUBLISHED_DATE = { ...DATE_FORMATS.date, timeZone: 'Europe/Amsterdam' } satisfies Intl.DateTimeFormatOptions;

/** A page's publication date ("12 mei 2026"), the same on the server and in the browser. */
export function formatPublishedDate(value: string, locale: string): string {
  return dateFormat(locale, PUBLISHED_DATE).format(new Date(value));
}
