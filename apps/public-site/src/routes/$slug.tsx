import { getPageBySlugQueryOptions, useApiClient } from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { ContentPageView } from '../features/content-pages/components/content-page-view';
import { loadContentPage } from '../features/content-pages/utils/load-content-page';

export const Route = createFileRoute('/$slug')({
  // A content page of the centre (spec §2: `/:slug?`, wide layout, white background, public).
  staticData: { isPublic: true, layout: 'wide', isWhite: true },
  loader: async ({ context: { queryClient, apiClient }, params: { slug } }) => {
    const page = await loadContentPage({ queryClient, apiClient }, getPageBySlugQueryOptions(apiClient, slug));
    // News and the home page have their own addresses.
    if (page?.pageType === 'news') throw redirect({ to: '/nieuws/$slug', params: { slug: page.slug }, statusCode: 301 });
    if (page?.isHome) throw redirect({ to: '/', statusCode: 301 });
    if (!page) throw notFound();
  },
  component: ContentPageRoute,
});

function ContentPageRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(getPageBySlugQueryOptions(useApiClient(), slug));
  return <ContentPageView page={data} />;
}
