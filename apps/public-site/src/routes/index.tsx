import { getHomePageQueryOptions, useApiClient } from '@platform/api-client';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content-pages/components/content-page-view';
import { loadContentPage } from '../features/content-pages/utils/load-content-page';
import { HomePage } from '../features/home/components/home-page';

export const Route = createFileRoute('/')({
  // The home page is the content page without a slug (spec §2: `/:slug?`, wide, public):
  // the centre's home page from the CMS, or the built-in one while it has none published.
  staticData: { isPublic: true, layout: 'wide' },
  loader: ({ context: { queryClient, apiClient } }) =>
    loadContentPage({ queryClient, apiClient }, getHomePageQueryOptions(apiClient), { isNotFoundScreen: false }),
  component: HomeRoute,
});

function HomeRoute() {
  // The loader settled the query: a page, or a 404 that means "none published".
  const { data } = useQuery({ ...getHomePageQueryOptions(useApiClient()), retry: false });
  return data ? <ContentPageView page={data} /> : <HomePage />;
}
