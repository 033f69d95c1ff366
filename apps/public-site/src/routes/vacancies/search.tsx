import { useLingui } from '@lingui/react/macro';
import { getAgeGroupsQueryOptions, getVacancyCategoriesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { VacancySearchPage } from '@site/features/vacancy-search/components/vacancy-search-page';
import { vacancySearchParamsSchema } from '@site/features/vacancy-search/utils/search-url';
import { loadForServerRender } from '@site/utils/server-render';

export const Route = createFileRoute('/vacancies/search')({
  // The vacancy bank (spec §2: public). In the browser the search loads in the
  // page, which shows its own loading and error states; the server waits for it.
  staticData: { isPublic: true },
  validateSearch: vacancySearchParamsSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(context.apiClient)),
      context.queryClient.ensureQueryData(getAgeGroupsQueryOptions(context.apiClient)),
      loadForServerRender((loads) => loads.vacancySearch(context, deps.search)),
    ]),
  component: VacancyBankPage,
});

function VacancyBankPage() {
  const { t } = useLingui();
  return <VacancySearchPage search={Route.useSearch()} title={t`Vacancy bank`} />;
}
