const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of an ISO timestamp as `yyyy-mm-dd` (what a date input holds); '' for none. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local time of day of an ISO timestamp as `hh:mm` (what a time input holds); '' for none. */
export function toTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The ISO timestamp of a local date and time from the inputs; `null` without
 * a date. Without a time it is `fallbackTime` (e.g. the end of the day for an
 * expiry date).
 */
export function fromDateTimeInputs(date: string, time = '', fallbackTime = '00:00:00'): string | null {
  if (!date) return null;
  // A date-time without an offset is local time, as the user typed it.
  const local = new Date(`${date}T${time ? `${time}:00` : fallbackTime}`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}

/** Today's local date as `yyyy-mm-dd`. */
export function todayInput(now = new Date()): string {
  return toDateInput(now.toISOString());
}

/** The local date `days` after a `yyyy-mm-dd` date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(year, month - 1, day + days);
  return `${moved.getFullYear()}-${pad(moved.getMonth() + 1)}-${pad(moved.getDate())}`;
}
