import { dateFormat, DATE_FORMATS } from '@platform/i18n';

/** A page's publication date ("12 mei 2026"), in the centre's zone: the same on the server and in the browser. */
export function formatPublishedDate(value: string, locale: string): string {
  return dateFormat(locale, DATE_FORMATS.date).format(new Date(value));
}
