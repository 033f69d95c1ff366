import {
  getAgeGroupsQueryOptions,
  getManagedVacancyQueryOptions,
  getVacancyCategoriesQueryOptions,
} from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { EditVacancyPage } from '@portal/features/vacancies/components/vacancy-form-page';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/vacancies/$id/edit')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(getManagedVacancyQueryOptions(apiClient, params.id)),
      queryClient.ensureQueryData(getVacancyCategoriesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getAgeGroupsQueryOptions(apiClient)),
    ]),
  component: EditVacancyRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function EditVacancyRoute() {
  const { id } = Route.useParams();
  return <EditVacancyPage id={id} />;
}
