import { getConversationsQueryOptions } from '@platform/api-client';
import { ListLoadFailed } from '@platform/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationsHeading, ConversationsPage } from '@portal/features/conversations/components/conversations-page';
import { conversationListSearchSchema, toConversationListQuery } from '@platform/conversations';

export const Route = createFileRoute('/_authenticated/conversations/')({
  validateSearch: conversationListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    queryClient.ensureQueryData(getConversationsQueryOptions(apiClient, toConversationListQuery(deps))),
  component: ConversationsRoute,
  errorComponent: ({ error, reset }) => (
    <>
      <ConversationsHeading />
      <ListLoadFailed error={error} reset={reset} />
    </>
  ),
});

function ConversationsRoute() {
  return <ConversationsPage search={Route.useSearch()} />;
}
