import { isCalendarDay } from '@platform/contracts';
import { optionalParam } from '@platform/ui';
import * as v from 'valibot';

// The calendar's search parameters on their own: the route checks them when a
// URL is matched (in the site's first script), the rest of the calendar's
// logic loads with the page.

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The view without `?view=` in the URL. */
export const DEFAULT_VIEW: CalendarView = 'month';

/**
 * The calendar's place in the URL: the view and a day inside the period it
 * shows (today when absent). Malformed values fall back to the defaults.
 */
export const calendarSearchSchema = v.object({
  view: optionalParam(v.picklist(CALENDAR_VIEWS)),
  date: optionalParam(v.pipe(v.string(), v.check(isCalendarDay))),
});
export type CalendarSearch = v.InferOutput<typeof calendarSearchSchema>;
