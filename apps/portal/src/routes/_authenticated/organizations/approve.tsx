import { getManagedOrganizationsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { ApproveOrganizationsPage } from '../../../features/organizations/components/approve-organizations-page';
import { APPROVAL_QUEUE_QUERY } from '../../../features/organizations/utils/organization-list-search';
import { requireStaff } from '../../../features/organizations/utils/require-staff';
import { PortalErrorScreen } from '../../../features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/organizations/approve')({
  loader: async ({ context: { queryClient, apiClient } }) => {
    await requireStaff(queryClient, apiClient);
    await queryClient.ensureQueryData(getManagedOrganizationsQueryOptions(apiClient, APPROVAL_QUEUE_QUERY));
  },
  component: ApproveOrganizationsPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
