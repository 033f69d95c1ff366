import { getNotificationTemplateQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { NotificationTemplateEditPage } from '@portal/features/notification-templates/components/notification-template-edit-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/notification_templates/$id/edit')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) => queryClient.ensureQueryData(getNotificationTemplateQueryOptions(apiClient, params.id)),
  component: NotificationTemplateEditRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function NotificationTemplateEditRoute() {
  const { id } = Route.useParams();
  return <NotificationTemplateEditPage id={id} />;
}
