import { getManagedVacancyQueryOptions, getVacancyCategoriesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { BulkEditPage } from '@portal/features/vacancies/components/bulk-edit-page';
import { bulkEditIds, bulkEditSearchSchema } from '@portal/features/vacancies/utils/vacancy-list-search';

export const Route = createFileRoute('/_authenticated/vacancies/bulk-edit')({
  validateSearch: bulkEditSearchSchema,
  loaderDeps: ({ search }) => ({ ids: bulkEditIds(search.ids) }),
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      ...deps.ids.map((id) => queryClient.ensureQueryData(getManagedVacancyQueryOptions(apiClient, id))),
    ]),
  component: BulkEditRoute,
  // A selected vacancy that is gone (deleted meanwhile) is the 404 screen.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function BulkEditRoute() {
  const { ids } = Route.useSearch();
  return <BulkEditPage ids={bulkEditIds(ids)} />;
}
