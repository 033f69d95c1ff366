import { getActivityTypesQueryOptions, getNonProfitTypesQueryOptions, getVolunteerCentersQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AddOrganizationPage } from '@portal/features/organizations/components/organization-form-page';
import { requireStaff } from '@portal/features/organizations/utils/require-staff';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/organizations/add')({
  loader: async ({ context: { queryClient, apiClient } }) => {
    await requireStaff(queryClient, apiClient);
    await Promise.all([
      queryClient.ensureQueryData(getNonProfitTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActivityTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getVolunteerCentersQueryOptions(apiClient)),
    ]);
  },
  component: AddOrganizationPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
