import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '../../../../features/shell/components/portal-error-screen';
import { AddRolePage } from '../../../../features/users/components/add-role-page';
import { requireManageableUser } from '../../../../features/users/utils/user-route-guards';
import { requireUuidParam } from '../../../../utils/require-uuid-param';

export const Route = createFileRoute('/_authenticated/users/$id/add_role')({
  beforeLoad: ({ params }) => requireUuidParam(params.id),
  loader: ({ context, params }) => requireManageableUser(context, params.id),
  component: AddRoleRoute,
  errorComponent: ({ error }) => <PortalErrorScreen error={error} isEmbedded />,
});

function AddRoleRoute() {
  const { id } = Route.useParams();
  return <AddRolePage id={id} />;
}
