import { DATE_FORMATS, dateFormat, zonedParts } from '@platform/i18n';

/** A date with its time in the centre's zone, e.g. "di 12 mei 2026, 14:00"; '' for none. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  return dateFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * An occurrence's time span, e.g. "di 12 mei, 14:00–16:00", or with both
 * dates when it runs over several days.
 */
export function formatTimeSpan(startsAt: string, endsAt: string | null, locale: string): string {
  const starts = new Date(startsAt);
  const day = dateFormat(locale, DATE_FORMATS.dayShort);
  const time = dateFormat(locale, DATE_FORMATS.time);
  if (!endsAt) return `${day.format(starts)}, ${time.format(starts)}`;
  const ends = new Date(endsAt);
  if (zonedParts(starts).date === zonedParts(ends).date) return `${day.format(starts)}, ${time.format(starts)}–${time.format(ends)}`;
  return `${day.format(starts)}, ${time.format(starts)} – ${day.format(ends)}, ${time.format(ends)}`;
}

/** Items joined as a sentence, e.g. "maandag, woensdag en vrijdag". */
export function listFormat(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
