import { getUserQueryOptions } from '@platform/api-client';
import type { InternalNoteSubjectType } from '@platform/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationsWithPanel } from '@portal/features/conversations/components/conversations-with-panel';
import { InternalNotesPanel } from '@portal/features/internal-notes/components/internal-notes-panel';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { publicSiteOrigin } from '@portal/features/shell/utils/navigation';
import { UserDetailPage } from '@portal/features/users/components/user-detail-page';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

const NOTES_SUBJECT: InternalNoteSubjectType = 'users';

export const Route = createFileRoute('/_authenticated/users/$id/')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) => queryClient.ensureQueryData(getUserQueryOptions(apiClient, params.id)),
  component: UserDetailRoute,
  // A user out of the viewer's sight is the 404 screen inside the portal.
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function UserDetailRoute() {
  const { id } = Route.useParams();
  const user = Route.useLoaderData();
  // Notes and conversations are features of their own (shown only to staff); the route puts them on the page.
  return (
    <UserDetailPage
      id={id}
      publicSiteUrl={publicSiteOrigin(window.location.host)}
      notes={<InternalNotesPanel subjectType={NOTES_SUBJECT} subjectId={id} />}
      conversations={<ConversationsWithPanel party={{ type: 'user', id, name: user.name }} />}
    />
  );
}
