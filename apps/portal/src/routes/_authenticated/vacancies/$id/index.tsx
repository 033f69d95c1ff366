import { getManagedVacancyQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { VacancyDetailPage } from '@portal/features/vacancies/components/vacancy-detail-page';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/vacancies/$id/')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    queryClient.ensureQueryData(getManagedVacancyQueryOptions(apiClient, params.id)),
  component: VacancyDetailRoute,
  // A vacancy out of the user's sight is the 404 screen inside the portal.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function VacancyDetailRoute() {
  const { id } = Route.useParams();
  return <VacancyDetailPage id={id} />;
}
