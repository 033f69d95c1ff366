import { getAnalyticsSummaryQueryOptions } from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@portal/features/dashboard/components/dashboard-page';

export const Route = createFileRoute('/_authenticated/dashboard')({
  // The figures of the selected organisation, settled by the layout's loader.
  loader: ({ context: { queryClient, apiClient, store } }) =>
    queryClient.ensureQueryData(
      getAnalyticsSummaryQueryOptions(apiClient, selectSelectedOrganizationId(store.getState())),
    ),
  component: DashboardPage,
});
