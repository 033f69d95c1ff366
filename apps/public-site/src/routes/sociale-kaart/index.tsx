import { getActivityTypesQueryOptions, getNonProfitTypesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { SocialMapPage } from '@site/features/social-map/components/social-map-page';
import { socialMapSearchSchema } from '@site/features/social-map/utils/social-map-search';
import { loadForServerRender } from '@site/utils/server-render';

export const Route = createFileRoute('/sociale-kaart/')({
  // The social map (spec §2: public). In the browser the organisations load in
  // the page, which shows its own loading and error states; the server waits for them.
  staticData: { isPublic: true },
  validateSearch: socialMapSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(getNonProfitTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActivityTypesQueryOptions(apiClient)),
      loadForServerRender((loads) => loads.socialMap({ queryClient, apiClient }, deps.search)),
    ]),
  component: SocialMapRoute,
});

function SocialMapRoute() {
  return <SocialMapPage search={Route.useSearch()} />;
}
