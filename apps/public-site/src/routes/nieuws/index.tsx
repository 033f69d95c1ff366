import { getPublishedPagesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { NewsListPage } from '@site/features/content-pages/components/news-list-page';
import { newsListQuery, validateNewsListSearch } from '@site/features/content-pages/utils/news-list';

export const Route = createFileRoute('/nieuws/')({
  // The centre's news (spec §2: `/nieuws/:slug?`, wide layout, public).
  staticData: { isPublic: true, layout: 'wide', isWhite: true },
  validateSearch: validateNewsListSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { queryClient, apiClient }, deps: { page } }) =>
    queryClient.ensureQueryData(getPublishedPagesQueryOptions(apiClient, newsListQuery(page))),
  component: NewsRoute,
});

function NewsRoute() {
  const { page } = Route.useLoaderDeps();
  return <NewsListPage page={page} />;
}
