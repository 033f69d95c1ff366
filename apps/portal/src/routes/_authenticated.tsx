import {
  getCurrentOrganizationsQueryOptions,
  getCurrentUserQueryOptions,
  isApiError,
  signOut,
} from '@platform/api-client';
import { selectOrganization } from '@platform/tenancy';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PortalLayout } from '../features/shell/components/portal-layout';

// Every route below this layout needs a session (spec §2: only routes marked
// public are open); visitors without one go to the sign-in page and come back.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.apiClient.credentials.read()) {
      throw redirect({ to: '/auth/login-1', search: { redirect: location.href } });
    }
  },
  loader: async ({ context: { queryClient, apiClient }, location }) => {
    try {
      await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
    } catch (error) {
      // Spec §4: if the current user cannot be fetched the session is over.
      if (isApiError(error) && error.status === 401) {
        await signOut(apiClient);
        throw redirect({ to: '/auth/login-1', search: { redirect: location.href } });
      }
      throw error;
    }
    // Every signed-in call acts for one organisation (Current-Organization-Id):
    // the one chosen before while it is still the user's, else the default (spec §4).
    const organizations = await queryClient.ensureQueryData(
      getCurrentOrganizationsQueryOptions(apiClient),
    );
    const chosenId = apiClient.getContext().currentOrganizationId;
    apiClient.setContext({
      currentOrganizationId: selectOrganization(organizations, chosenId, (o) => o.organizationType)?.id ?? null,
    });
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}
