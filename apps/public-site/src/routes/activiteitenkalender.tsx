import { getActivitiesQueryOptions, getCurrentCenterQueryOptions } from '@platform/api-client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ActivityCalendarPage } from '../features/activity-calendar/components/activity-calendar-page';
import { calendarSearchSchema } from '../features/activity-calendar/utils/calendar-search';
import { activitiesQueryOf, calendarPeriod } from '../features/activity-calendar/utils/calendar-view';
import { today } from '../utils/calendar-dates';

export const Route = createFileRoute('/activiteitenkalender')({
  // The activity calendar (spec §2: public), only where the tenant has activities on.
  staticData: { isPublic: true },
  validateSearch: calendarSearchSchema,
  loaderDeps: ({ search }) => ({ view: search.view, date: search.date }),
  loader: async ({ context: { queryClient, apiClient }, deps, cause }) => {
    const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
    if (!meta.features.activities) throw notFound();
    // The page's first paint already shows the period's activities: a calendar
    // filled in afterwards pushed the subscribe section below it out of a
    // phone's viewport (layout shift 0.29–0.55). Moving to another period
    // ('stay') shows the previous one dimmed meanwhile instead of waiting.
    // prefetchQuery never throws: a failure shows as the page's own retry alert.
    if (cause === 'stay') return;
    const { range } = calendarPeriod(deps, today());
    await queryClient.prefetchQuery(getActivitiesQueryOptions(apiClient, activitiesQueryOf(range)));
  },
  component: CalendarPage,
});

function CalendarPage() {
  return <ActivityCalendarPage search={Route.useSearch()} />;
}
