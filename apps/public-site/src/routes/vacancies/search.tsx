import { useLingui } from '@lingui/react/macro';
import { getAgeGroupsQueryOptions, getVacancyCategoriesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { VacancySearchPage } from '../../features/vacancy-search/components/vacancy-search-page';
import { vacancySearchParamsSchema } from '../../features/vacancy-search/utils/search-params';

export const Route = createFileRoute('/vacancies/search')({
  // The vacancy bank (spec §2: public). The search itself loads in the page, which shows its own loading and error states.
  staticData: { isPublic: true },
  validateSearch: vacancySearchParamsSchema,
  loader: ({ context: { queryClient, apiClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
    ]),
  component: VacancyBankPage,
});

function VacancyBankPage() {
  const { t } = useLingui();
  return <VacancySearchPage search={Route.useSearch()} title={t`Vacancy bank`} />;
}
