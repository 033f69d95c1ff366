import { getPageBySlugQueryOptions, useApiClient } from '@platform/api-client';
import { LANDING_PAGE_SLUG } from '@platform/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPageView } from '../features/content-pages/components/content-page-view';
import { loadContentPage } from '../features/content-pages/utils/load-content-page';

export const Route = createFileRoute('/gelderse-handen')({
  // The Gelderland marketing host's landing page (spec §2: empty layout, public), a content page of the centre.
  staticData: { isPublic: true, layout: 'empty' },
  loader: async ({ context: { queryClient, apiClient } }) => {
    const page = await loadContentPage({ queryClient, apiClient }, getPageBySlugQueryOptions(apiClient, LANDING_PAGE_SLUG));
    if (!page) throw notFound();
  },
  component: LandingPageRoute,
});

function LandingPageRoute() {
  const { data } = useSuspenseQuery(getPageBySlugQueryOptions(useApiClient(), LANDING_PAGE_SLUG));
  return <ContentPageView page={data} />;
}
