import { zonedParts } from '@platform/i18n';

// Calendar arithmetic on days, small enough not to need a date library. A day
// is a date in no zone, held as that date's UTC midnight: the server and every
// visitor's browser count the same days. Moments (an activity's start) fall on
// the day they are in the centre's time zone. Dates travel as ISO dates (yyyy-mm-dd).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The ISO date (yyyy-mm-dd) of a day. */
export function toIsoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The day an ISO date names; `undefined` for anything that is not a real date. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The day a moment falls on in the centre's time zone. */
export function dayOf(moment: Date): Date {
  return parseIsoDate(zonedParts(moment).date) as Date;
}

/** Today in the centre's time zone. */
export function today(): Date {
  return dayOf(new Date());
}

/** `days` days later (or earlier). */
export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** The same day `months` later (or earlier); the 31st becomes the month's last day when it has fewer. */
export function addMonths(day: Date, months: number): Date {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day.getUTCDate(), lastDay)));
}

export function startOfMonth(day: Date): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

/** The Monday of the week `day` is in (weeks start on Monday in the Netherlands, ISO 8601). */
export function startOfWeek(day: Date): Date {
  return addDays(day, -((day.getUTCDay() + 6) % 7));
}

/** The month of a day (0–11) and its day of the month. */
export function monthOf(day: Date): number {
  return day.getUTCMonth();
}

export function dayOfMonth(day: Date): number {
  return day.getUTCDate();
}
