import { dateFormat } from '@platform/i18n';

/** When a note was written, in the interface language, e.g. "12 mei 2026 14:05". */
export function formatNoteTime(iso: string, locale: string): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
