import { getActivityTypesQueryOptions, getNonProfitTypesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { OrganizationSignupPage } from '@site/features/organization-signup/components/organization-signup-page';

export const Route = createFileRoute('/organizations/signup/')({
  // An organisation registers itself (spec §2: public).
  staticData: { isPublic: true },
  loader: ({ context: { queryClient, apiClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(getNonProfitTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActivityTypesQueryOptions(apiClient)),
    ]),
  component: OrganizationSignupPage,
});
