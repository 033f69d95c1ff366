import { getManagedFormsQueryOptions } from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { FormsHeading } from '@portal/features/form-builder/components/forms-heading';
import { FormsListPage } from '@portal/features/form-builder/components/forms-list-page';
import {
  formListSearchSchema,
  toFormListQuery,
} from '@portal/features/form-builder/utils/form-list-search';

export const Route = createFileRoute('/_authenticated/form_builder/')({
  validateSearch: formListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    queryClient.ensureQueryData(getManagedFormsQueryOptions(apiClient, toFormListQuery(deps))),
  component: FormsRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <FormsHeading />
      <ListLoadFailed error={error} reset={reset} />
    </>
  ),
});

function FormsRoute() {
  return <FormsListPage search={Route.useSearch()} />;
}
