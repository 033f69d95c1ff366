import { getCurrentUserQueryOptions, getManagedVacanciesQueryOptions } from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { VacanciesHeading, VacanciesPage } from '@portal/features/vacancies/components/vacancies-page';
import { managesCentre, toVacancyListQuery, vacancyListSearchSchema } from '@portal/features/vacancies/utils/vacancy-list-search';

export const Route = createFileRoute('/_authenticated/vacancies/')({
  validateSearch: vacancyListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient, store }, deps }) => {
    const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    const query = toVacancyListQuery(deps, {
      isCentreStaff: managesCentre(user.roles),
      organizationId: selectSelectedOrganizationId(store.getState()),
    });
    await queryClient.ensureQueryData(getManagedVacanciesQueryOptions(apiClient, query));
  },
  component: VacanciesRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <VacanciesHeading />
      <ListLoadFailed error={error} reset={reset} />
    </>
  ),
});

function VacanciesRoute() {
  return <VacanciesPage search={Route.useSearch()} />;
}
