import { getManagedFormQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { FormPreviewPage } from '@portal/features/form-builder/components/form-preview-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/form_builder/$id/preview')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    queryClient.ensureQueryData(getManagedFormQueryOptions(apiClient, params.id)),
  component: FormPreviewRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function FormPreviewRoute() {
  const { id } = Route.useParams();
  return <FormPreviewPage id={id} />;
}
