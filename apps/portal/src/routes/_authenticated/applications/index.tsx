import { getApplicationsQueryOptions, getCurrentUserQueryOptions, getManagedVacanciesQueryOptions } from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsHeading, ApplicationsPage } from '@portal/features/applications/components/applications-page';
import {
  applicationListSearchSchema,
  toApplicationListQuery,
  vacancyChoicesQuery,
} from '@portal/features/applications/utils/application-list-search';

export const Route = createFileRoute('/_authenticated/applications/')({
  validateSearch: applicationListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient, store }, deps }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    const vacancies = vacancyChoicesQuery(user.roles, selectSelectedOrganizationId(store.getState()));
    await Promise.all([
      queryClient.ensureQueryData(getApplicationsQueryOptions(apiClient, toApplicationListQuery(deps))),
      queryClient.ensureQueryData(getManagedVacanciesQueryOptions(apiClient, vacancies)),
    ]);
  },
  component: ApplicationsRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <ApplicationsHeading />
      <ListLoadFailed error={error} reset={reset} />
    </>
  ),
});

function ApplicationsRoute() {
  return <ApplicationsPage search={Route.useSearch()} />;
}
