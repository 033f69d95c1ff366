import { getConversationQueryOptions } from '@platform/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationPage } from '@portal/features/conversations/components/conversation-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/conversations/$id')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    queryClient.ensureQueryData(getConversationQueryOptions(apiClient, params.id)),
  component: ConversationRoute,
  // A conversation the user does not take part in is the 404 screen inside the portal.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function ConversationRoute() {
  const { id } = Route.useParams();
  return <ConversationPage id={id} />;
}
