import { getFormSubmissionsQueryOptions, getManagedFormQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { FormOverviewPage } from '@portal/features/form-builder/components/form-overview-page';
import {
  submissionSearchSchema,
  toSubmissionListQuery,
} from '@portal/features/form-builder/utils/submission-search';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/form_builder/$id/')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  validateSearch: submissionSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, params, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(getManagedFormQueryOptions(apiClient, params.id)),
      queryClient.ensureQueryData(
        getFormSubmissionsQueryOptions(apiClient, params.id, toSubmissionListQuery(deps)),
      ),
    ]),
  component: FormOverviewRoute,
  // Another centre's form, or one that was deleted, is the 404 screen inside the portal.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function FormOverviewRoute() {
  const { id } = Route.useParams();
  return <FormOverviewPage id={id} search={Route.useSearch()} />;
}
