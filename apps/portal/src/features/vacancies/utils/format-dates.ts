/** A date with its time, e.g. "di 12 mei 2026, 14:00"; '' for none. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(locale, {
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
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  if (!endsAt) return `${day.format(starts)}, ${time.format(starts)}`;
  const ends = new Date(endsAt);
  if (starts.toDateString() === ends.toDateString()) return `${day.format(starts)}, ${time.format(starts)}–${time.format(ends)}`;
  return `${day.format(starts)}, ${time.format(starts)} – ${day.format(ends)}, ${time.format(ends)}`;
}

/** Items joined as a sentence, e.g. "maandag, woensdag en vrijdag". */
export function listFormat(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
