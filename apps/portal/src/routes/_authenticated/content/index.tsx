import { getManagedPagesQueryOptions } from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ContentHeading } from '@portal/features/content/components/content-heading';
import { ContentListPage } from '@portal/features/content/components/content-list-page';
import { publicSiteOrigin } from '@portal/features/shell/utils/navigation';
import { pageListSearchSchema, toPageListQuery } from '@portal/features/content/utils/page-list-search';

export const Route = createFileRoute('/_authenticated/content/')({
  validateSearch: pageListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    queryClient.ensureQueryData(getManagedPagesQueryOptions(apiClient, toPageListQuery(deps))),
  component: ContentRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <ContentHeading publicSiteUrl={publicSiteOrigin(window.location.host)} />
      <ListLoadFailed error={error} reset={reset} />
    </>
  ),
});

function ContentRoute() {
  return <ContentListPage search={Route.useSearch()} publicSiteUrl={publicSiteOrigin(window.location.host)} />;
}
