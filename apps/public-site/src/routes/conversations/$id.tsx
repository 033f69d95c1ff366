import { ensureCurrentUser } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationPage } from '@site/features/conversations/components/conversation-page';

export const Route = createFileRoute('/conversations/$id')({
  // Signed in only; the conversation loads in the page, which says when it is
  // not the visitor's (the API's 404) and when it could not be loaded.
  loader: ensureCurrentUser,
  component: ConversationRoute,
});

function ConversationRoute() {
  const { id } = Route.useParams();
  return <ConversationPage id={id} />;
}
