import { getManagedOrganizationsQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { AddUserPage } from '@portal/features/users/components/user-form-pages';
import { ORGANIZATION_CHOICES } from '@portal/features/users/utils/user-list-search';
import { requireUserStaff } from '@portal/features/users/utils/user-route-guards';

export const Route = createFileRoute('/_authenticated/users/add')({
  loader: async ({ context }) => {
    await requireUserStaff(context);
    await context.queryClient.ensureQueryData(getManagedOrganizationsQueryOptions(context.apiClient, ORGANIZATION_CHOICES));
  },
  component: AddUserPage,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});
