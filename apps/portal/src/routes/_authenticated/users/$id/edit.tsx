import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '../../../../features/shell/components/portal-error-screen';
import { EditUserPage } from '../../../../features/users/components/user-form-pages';
import { requireManageableUser } from '../../../../features/users/utils/user-route-guards';
import { requireUuidParam } from '../../../../utils/require-uuid-param';

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
