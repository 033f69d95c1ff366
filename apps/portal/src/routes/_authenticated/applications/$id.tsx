import { getApplicationQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailPage } from '@portal/features/applications/components/application-detail-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/applications/$id')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    queryClient.ensureQueryData(getApplicationQueryOptions(apiClient, params.id)),
  component: ApplicationDetailRoute,
  // An application out of the user's sight is the 404 screen inside the portal.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function ApplicationDetailRoute() {
  const { id } = Route.useParams();
  return <ApplicationDetailPage id={id} />;
}
