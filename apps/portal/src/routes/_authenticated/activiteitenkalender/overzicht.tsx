import {
  getActivitiesQueryOptions,
  getCurrentCenterQueryOptions,
  getCurrentUserQueryOptions,
  getManagedVacanciesQueryOptions,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { isoDateParam, ListLoadFailed, optionalParam } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ActivityOverviewPage } from '@portal/features/vacancies/components/activity-overview-page';
import { activityOverviewQueries } from '@portal/features/vacancies/utils/activity-overview';
import { managesCentre } from '@portal/features/vacancies/utils/vacancy-list-search';

export const Route = createFileRoute('/_authenticated/activiteitenkalender/overzicht')({
  // The first week shown; a malformed date falls back to this week.
  validateSearch: v.object({ from: optionalParam(isoDateParam) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient, store }, deps }) => {
    const [{ meta }, user] = await Promise.all([
      queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient)),
      queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient)),
    ]);
    // Where activities are switched off the page says so; the API would refuse the read.
    if (!meta.features.activities) return;
    const queries = activityOverviewQueries(deps.from, {
      isCentreStaff: managesCentre(user.roles),
      organizationId: selectSelectedOrganizationId(store.getState()),
    });
    await Promise.all([
      queryClient.ensureQueryData(getActivitiesQueryOptions(apiClient, queries.activities)),
      queryClient.ensureQueryData(getManagedVacanciesQueryOptions(apiClient, queries.drafts)),
    ]);
  },
  component: ActivityOverviewRoute,
  errorComponent: ListLoadFailed,
});

function ActivityOverviewRoute() {
  const { from } = Route.useSearch();
  return <ActivityOverviewPage from={from} />;
}
