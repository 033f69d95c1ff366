import { getCurrentCenterQueryOptions } from '@platform/api-client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ActivityCalendarPage } from '../features/activity-calendar/components/activity-calendar-page';
import { calendarSearchSchema } from '../features/activity-calendar/utils/calendar-view';

export const Route = createFileRoute('/activiteitenkalender')({
  // The activity calendar (spec §2: public), only where the tenant has activities on.
  staticData: { isPublic: true },
  validateSearch: calendarSearchSchema,
  loader: async ({ context: { queryClient, apiClient } }) => {
    const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
    if (!meta.features.activities) throw notFound();
  },
  component: CalendarPage,
});

function CalendarPage() {
  return <ActivityCalendarPage search={Route.useSearch()} />;
}
