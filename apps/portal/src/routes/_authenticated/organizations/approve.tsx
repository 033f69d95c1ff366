import { getManagedOrganizationsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { ApproveOrganizationsPage } from '@portal/features/organizations/components/approve-organizations-page';
import { APPROVAL_QUEUE_QUERY } from '@portal/features/organizations/utils/organization-list-search';
import { requireStaff } from '@portal/features/organizations/utils/require-staff';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/organizations/approve')({
  loader: async ({ context: { queryClient, apiClient } }) => {
    await requireStaff(queryClient, apiClient);
    await queryClient.ensureQueryData(getManagedOrganizationsQueryOptions(apiClient, APPROVAL_QUEUE_QUERY));
  },
  component: ApproveOrganizationsPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
