import { getManagedFormQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { FormBuilderPage } from '@portal/features/form-builder/components/form-builder-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/form_builder/$id/edit')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    queryClient.ensureQueryData(getManagedFormQueryOptions(apiClient, params.id)),
  component: FormBuilderRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function FormBuilderRoute() {
  const { id } = Route.useParams();
  return <FormBuilderPage id={id} />;
}
