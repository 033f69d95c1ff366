import { getFormSubmissionQueryOptions, getManagedFormQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { SubmissionPage } from '@portal/features/form-builder/components/submission-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/form_builder/$id/submissions/$submissionId')({
  beforeLoad: ({ params }) => {
    requireUuidParam(params.id);
    requireUuidParam(params.submissionId);
  },
  loader: ({ context: { queryClient, apiClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(getManagedFormQueryOptions(apiClient, params.id)),
      queryClient.ensureQueryData(
        getFormSubmissionQueryOptions(apiClient, params.id, params.submissionId),
      ),
    ]),
  component: SubmissionRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function SubmissionRoute() {
  const { id, submissionId } = Route.useParams();
  return <SubmissionPage id={id} submissionId={submissionId} />;
}
