import { getPartnersQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PartnersPage } from '../features/partners/components/partners-page';

export const Route = createFileRoute('/partners')({
  // The centre's partner organisations (spec §2: public).
  staticData: { isPublic: true },
  loader: ({ context: { queryClient, apiClient } }) => queryClient.ensureQueryData(getPartnersQueryOptions(apiClient)),
  component: PartnersPage,
});
