import { getNotificationTemplatesQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { NotificationTemplatesPage } from '@portal/features/notification-templates/components/notification-templates-page';
import { templateListSearchSchema, toTemplateQuery } from '@portal/features/notification-templates/utils/template-search';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';

export const Route = createFileRoute('/_authenticated/notification_templates/')({
  validateSearch: templateListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) => queryClient.ensureQueryData(getNotificationTemplatesQueryOptions(apiClient, toTemplateQuery(deps))),
  component: NotificationTemplatesRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function NotificationTemplatesRoute() {
  return <NotificationTemplatesPage search={Route.useSearch()} />;
}
