import { getManagedPageQueryOptions, useApiClient } from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageEditorPage } from '@portal/features/content/components/page-editor-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { publicSiteOrigin } from '@portal/features/shell/utils/navigation';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/content/pages/$id')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) => queryClient.ensureQueryData(getManagedPageQueryOptions(apiClient, params.id)),
  component: EditPageRoute,
  // Another centre's page, or one that was deleted, is the 404 screen inside the portal.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function EditPageRoute() {
  const { id } = Route.useParams();
  const { data: page } = useSuspenseQuery(getManagedPageQueryOptions(useApiClient(), id));
  // Keyed on the page, so opening a copy starts a fresh form.
  return <PageEditorPage key={page.id} page={page} publicSiteUrl={publicSiteOrigin(window.location.host)} />;
}
