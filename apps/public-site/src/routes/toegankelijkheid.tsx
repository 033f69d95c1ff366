import { getPageBySlugQueryOptions, useApiClient } from '@platform/api-client';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ACCESSIBILITY_STATEMENT_SLUG } from '@platform/contracts';
import { DefaultAccessibilityStatement } from '../features/accessibility-statement/components/default-accessibility-statement';
import { ContentPageView } from '../features/content-pages/components/content-page-view';
import { loadContentPage } from '../features/content-pages/utils/load-content-page';

export const Route = createFileRoute('/toegankelijkheid')({
  // The centre's accessibility statement (issue 31): its published content page
  // with this slug, or the default statement while it has none.
  staticData: { isPublic: true },
  loader: ({ context: { queryClient, apiClient } }) =>
    loadContentPage({ queryClient, apiClient }, getPageBySlugQueryOptions(apiClient, ACCESSIBILITY_STATEMENT_SLUG), {
      isNotFoundScreen: false,
    }),
  component: AccessibilityStatementRoute,
});

function AccessibilityStatementRoute() {
  // The loader settled the query: a page, or a 404 that means "none published".
  const { data } = useQuery({ ...getPageBySlugQueryOptions(useApiClient(), ACCESSIBILITY_STATEMENT_SLUG), retry: false });
  return data ? <ContentPageView page={data} /> : <DefaultAccessibilityStatement />;
}
