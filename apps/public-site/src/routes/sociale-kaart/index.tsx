import { getActivityTypesQueryOptions, getNonProfitTypesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { SocialMapPage } from '../../features/social-map/components/social-map-page';
import { socialMapSearchSchema } from '../../features/social-map/utils/social-map-params';

export const Route = createFileRoute('/sociale-kaart/')({
  // The social map (spec §2: public). The organisations load in the page, which shows its own loading and error states.
  staticData: { isPublic: true },
  validateSearch: socialMapSearchSchema,
  loader: ({ context: { queryClient, apiClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getNonProfitTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActivityTypesQueryOptions(apiClient)),
    ]),
  component: SocialMapRoute,
});

function SocialMapRoute() {
  return <SocialMapPage search={Route.useSearch()} />;
}
