import {
  getAgeGroupsQueryOptions,
  getManagedVacanciesQueryOptions,
  getPoolSearchQueryOptions,
  getVacancyCategoriesQueryOptions,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { PoolSearchPage } from '@portal/features/volunteer-pool/components/pool-search-page';
import {
  poolSearchParamsSchema,
  toPoolSearchQuery,
} from '@portal/features/volunteer-pool/utils/pool-search';
import { poolVacancyChoices } from '@portal/features/volunteer-pool/utils/pool-vacancies';

export const Route = createFileRoute('/_authenticated/vrijwilligerspool/')({
  validateSearch: poolSearchParamsSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, apiClient, store }, deps }) => {
    const organizationId = selectSelectedOrganizationId(store.getState());
    await Promise.all([
      // Prefetched, not required: the page says itself why a search was refused (an unknown place).
      queryClient.prefetchQuery(getPoolSearchQueryOptions(apiClient, toPoolSearchQuery(deps))),
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
      queryClient.ensureQueryData(
        getManagedVacanciesQueryOptions(apiClient, poolVacancyChoices(organizationId)),
      ),
    ]);
  },
  component: PoolSearchRoute,
  errorComponent: ListLoadFailed,
});

function PoolSearchRoute() {
  return <PoolSearchPage search={Route.useSearch()} />;
}
