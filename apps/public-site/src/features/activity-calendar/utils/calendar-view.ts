import type { ActivitiesQuery, Activity, ActivityOccurrence } from '@platform/api-client';
import { zonedParts } from '@platform/i18n';
import { addDays, addMonths, dayOf, parseIsoDate, startOfMonth, startOfWeek, toIsoDate } from '@site/utils/calendar-dates';
import { DEFAULT_VIEW, type CalendarSearch, type CalendarView } from './calendar-search';


/** A period of days: `from` inclusive, `until` exclusive. */
export type DateRange = { from: Date; until: Date };

/**
 * The days a view shows around `date`: the month view whole weeks (Monday to
 * Sunday) covering the month, the week view Monday to Sunday, the list view
 * the calendar month.
 */
export function viewRange(view: CalendarView, date: Date): DateRange {
  switch (view) {
    case 'week': {
      const from = startOfWeek(date);
      return { from, until: addDays(from, 7) };
    }
    case 'list': {
      const from = startOfMonth(date);
      return { from, until: startOfMonth(addMonths(from, 1)) };
    }
    case 'month': {
      const first = startOfMonth(date);
      const from = startOfWeek(first);
      const lastDay = addDays(startOfMonth(addMonths(first, 1)), -1);
      return { from, until: addDays(startOfWeek(lastDay), 7) };
    }
  }
}

/** What a calendar URL shows: its view, the day it names and the days that view covers. */
export type CalendarPeriod = { view: CalendarView; date: Date; range: DateRange };

/**
 * The period of a calendar URL, `today` (in the centre's zone) when it names no
 * day. The route's loader and the page both read it, so the loader fetches
 * the very activities the page shows.
 */
export function calendarPeriod(search: CalendarSearch, today: Date): CalendarPeriod {
  const view = search.view ?? DEFAULT_VIEW;
  const date = (search.date === undefined ? undefined : parseIsoDate(search.date)) ?? today;
  return { view, date, range: viewRange(view, date) };
}

/** The activities query of a range. */
export function activitiesQueryOf({ from, until }: DateRange): ActivitiesQuery {
  return { from: toIsoDate(from), until: toIsoDate(until) };
}

/** The same day a month (a week in the week view) earlier (-1) or later (+1), so switching views keeps the day. */
export function shiftDate(view: CalendarView, date: Date, step: -1 | 1): Date {
  return view === 'week' ? addDays(date, 7 * step) : addMonths(date, step);
}

/** The days of a range, in weeks of seven (the range must start on a Monday). */
export function weeksOf({ from, until }: DateRange): Date[][] {
  const weeks: Date[][] = [];
  for (let day = from; day < until; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/** One time an activity takes place, placed on a day of the calendar. */
export type CalendarEntry = { activity: Activity; occurrence: ActivityOccurrence };

/**
 * The activities of each day (ISO date → entries by start time). An
 * occurrence over several days appears on each of them within the range; one
 * that ends at midnight does not spill into the next day.
 */
export function entriesByDay(activities: readonly Activity[], { from, until }: DateRange): Map<string, CalendarEntry[]> {
  const days = new Map<string, CalendarEntry[]>();
  for (const activity of activities) {
    for (const occurrence of activity.meta.occurrences) {
      const starts = new Date(occurrence.startsAt);
      const ends = occurrence.endsAt ? new Date(occurrence.endsAt) : starts;
      // The last day is the one the occurrence ends in (in the centre's zone), unless it ends exactly at its start.
      const lastDay = ends > starts && zonedParts(ends).time === '00:00' ? addDays(dayOf(ends), -1) : dayOf(ends);
      for (let day = dayOf(starts); day <= lastDay; day = addDays(day, 1)) {
        if (day < from || day >= until) continue;
        const key = toIsoDate(day);
        days.set(key, [...(days.get(key) ?? []), { activity, occurrence }]);
      }
    }
  }
  for (const entries of days.values()) {
    entries.sort(
      (a, b) => a.occurrence.startsAt.localeCompare(b.occurrence.startsAt) || a.activity.title.localeCompare(b.activity.title),
    );
  }
  return days;
}
