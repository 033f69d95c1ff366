import { getPageBySlugQueryOptions, useApiClient } from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPageView } from '@site/features/content-pages/components/content-page-view';
import { loadContentPage } from '@site/features/content-pages/utils/load-content-page';

export const Route = createFileRoute('/nieuws/$slug')({
  // One news item (spec §2: wide layout, public); an unknown or unpublished one is the 404 screen.
  staticData: { isPublic: true, layout: 'wide', isWhite: true },
  loader: async ({ context: { queryClient, apiClient }, params: { slug } }) => {
    const page = await loadContentPage({ queryClient, apiClient }, getPageBySlugQueryOptions(apiClient, slug));
    // A page that is not news lives at its own address.
    if (page?.pageType !== 'news') throw notFound();
  },
  component: NewsArticleRoute,
});

function NewsArticleRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(getPageBySlugQueryOptions(useApiClient(), slug));
  return <ContentPageView page={data} />;
}
