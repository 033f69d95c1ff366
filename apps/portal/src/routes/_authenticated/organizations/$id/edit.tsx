import {
  getActivityTypesQueryOptions,
  getManagedOrganizationQueryOptions,
  getNonProfitTypesQueryOptions,
  getVolunteerCentersQueryOptions,
} from '@platform/api-client';
import type { InternalNoteSubjectType } from '@platform/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { ConversationsWithPanel } from '@portal/features/conversations/components/conversations-with-panel';
import { InternalNotesPanel } from '@portal/features/internal-notes/components/internal-notes-panel';
import { EditOrganizationPage } from '@portal/features/organizations/components/organization-form-page';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

const NOTES_SUBJECT: InternalNoteSubjectType = 'organizations';

export const Route = createFileRoute('/_authenticated/organizations/$id/edit')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context: { queryClient, apiClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(getManagedOrganizationQueryOptions(apiClient, params.id)),
      queryClient.ensureQueryData(getNonProfitTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getActivityTypesQueryOptions(apiClient)),
      queryClient.ensureQueryData(getVolunteerCentersQueryOptions(apiClient)),
    ]),
  component: EditOrganizationRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function EditOrganizationRoute() {
  const { id } = Route.useParams();
  const [organization] = Route.useLoaderData();
  // Notes and conversations are features of their own (the user pages show them too); the route puts them on the page.
  return (
    <EditOrganizationPage
      id={id}
      notesPanel={<InternalNotesPanel subjectType={NOTES_SUBJECT} subjectId={id} />}
      conversationsPanel={<ConversationsWithPanel party={{ type: 'organization', id, name: organization.name }} />}
    />
  );
}
