import { getAnalyticsFunnelQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { FunnelPage } from '@portal/features/analytics/components/funnel-page';
import { analyticsSearchSchema, periodOf } from '@portal/features/analytics/utils/analytics-period';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/analytics/index-2')({
  validateSearch: analyticsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) => queryClient.ensureQueryData(getAnalyticsFunnelQueryOptions(apiClient, periodOf(deps))),
  component: FunnelRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function FunnelRoute() {
  return <FunnelPage search={Route.useSearch()} />;
}
