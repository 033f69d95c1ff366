import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { EditUserPage } from '@portal/features/users/components/user-form-pages';
import { requireManageableUser } from '@portal/features/users/utils/user-route-guards';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/users/$id/edit')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context, params }) => requireManageableUser(context, params.id),
  component: EditUserRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function EditUserRoute() {
  const { id } = Route.useParams();
  return <EditUserPage id={id} />;
}
