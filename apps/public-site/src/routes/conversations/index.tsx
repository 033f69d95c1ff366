import { ensureCurrentUser } from '@platform/auth';
import { conversationListSearchSchema } from '@platform/conversations';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationsPage } from '@site/features/conversations/components/conversations-page';

export const Route = createFileRoute('/conversations/')({
  validateSearch: conversationListSearchSchema,
  // Signed in only, like /notificaties (not public, so the browser draws it):
  // an expired session goes to sign-in and back. The list loads in the page,
  // which has its own loading, failure and empty states.
  loader: ensureCurrentUser,
  component: ConversationsRoute,
});

function ConversationsRoute() {
  return <ConversationsPage search={Route.useSearch()} />;
}
