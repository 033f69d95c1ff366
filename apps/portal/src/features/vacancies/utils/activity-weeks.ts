import type { Activity, Vacancy } from '@platform/api-client';
import { addDays, toDateInput } from './local-dates';

/** Weeks the activity overview shows at a time. */
export const OVERVIEW_WEEKS = 6;

/** One line of the overview: an activity at one of its times, or a draft at its planned start. */
export type OverviewEntry = { vacancy: Vacancy; startsAt: string; endsAt: string | null; isDraft: boolean };

/** A week of the overview, Monday to Sunday (local dates `yyyy-mm-dd`), with its entries in time order. */
export type OverviewWeek = { monday: string; sunday: string; isoWeek: number; entries: OverviewEntry[] };

/** The Monday on or before a `yyyy-mm-dd` date. */
export function mondayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(year, month - 1, day).getDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The ISO 8601 week number of a `yyyy-mm-dd` date (the week with the year's first Thursday is week 1). */
export function isoWeekNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Move to the Thursday of the same week: its year is the week's year.
  const thursday = new Date(Date.UTC(year, month - 1, day));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** The overview's range: `weeks` whole weeks from the Monday of `from`; `until` is the exclusive end. */
export function overviewRange(from: string, weeks = OVERVIEW_WEEKS): { from: string; until: string } {
  const monday = mondayOf(from);
  return { from: monday, until: addDays(monday, weeks * 7) };
}

/**
 * Sorts the published activities' occurrences and the drafts' planned starts
 * into the weeks of the range, every week listed (empty ones too, so a quiet
 * week shows as such). Drafts without a start come back apart; drafts that
 * start outside the range are left out, like occurrences.
 */
export function groupActivitiesByWeek(
  activities: readonly Activity[],
  drafts: readonly Vacancy[],
  range: { from: string; until: string },
): { weeks: OverviewWeek[]; draftsWithoutDate: Vacancy[] } {
  const weeks: OverviewWeek[] = [];
  for (let monday = mondayOf(range.from); monday < range.until; monday = addDays(monday, 7)) {
    weeks.push({ monday, sunday: addDays(monday, 6), isoWeek: isoWeekNumber(monday), entries: [] });
  }
  const place = (entry: OverviewEntry) => {
    const day = toDateInput(entry.startsAt);
    if (day < range.from || day >= range.until) return;
    weeks.find((week) => day >= week.monday && day <= week.sunday)?.entries.push(entry);
  };
  for (const activity of activities) {
    for (const occurrence of activity.meta.occurrences) {
      place({ vacancy: activity, startsAt: occurrence.startsAt, endsAt: occurrence.endsAt, isDraft: false });
    }
  }
  const draftsWithoutDate: Vacancy[] = [];
  for (const draft of drafts) {
    if (draft.startsAt) place({ vacancy: draft, startsAt: draft.startsAt, endsAt: draft.endsAt, isDraft: true });
    else draftsWithoutDate.push(draft);
  }
  for (const week of weeks) week.entries.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { weeks, draftsWithoutDate };
}
