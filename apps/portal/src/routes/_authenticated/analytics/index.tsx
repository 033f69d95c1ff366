import { getAnalyticsFiguresQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@portal/features/analytics/components/analytics-page';
import { analyticsSearchSchema, periodOf } from '@portal/features/analytics/utils/analytics-period';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/analytics/')({
  validateSearch: analyticsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) => queryClient.ensureQueryData(getAnalyticsFiguresQueryOptions(apiClient, periodOf(deps))),
  component: AnalyticsRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function AnalyticsRoute() {
  return <AnalyticsPage search={Route.useSearch()} />;
}
