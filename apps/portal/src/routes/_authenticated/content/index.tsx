import { getManagedPagesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { LoadFailed } from '../../../components/load-failed';
import { ContentHeading } from '../../../features/content/components/content-heading';
import { ContentListPage } from '../../../features/content/components/content-list-page';
import { pageListSearchSchema, toPageListQuery } from '../../../features/content/utils/page-list-search';

export const Route = createFileRoute('/_authenticated/content/')({
  validateSearch: pageListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    queryClient.ensureQueryData(getManagedPagesQueryOptions(apiClient, toPageListQuery(deps))),
  component: ContentRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <ContentHeading />
      <LoadFailed error={error} reset={reset} />
    </>
  ),
});

function ContentRoute() {
  return <ContentListPage search={Route.useSearch()} />;
}
