import { createFileRoute } from '@tanstack/react-router';
import { PortalErrorScreen } from '@portal/features/shell/components/portal-error-screen';
import { AddRolePage } from '@portal/features/users/components/add-role-page';
import { requireManageableUser } from '@portal/features/users/utils/user-route-guards';
import { requireUuidParam } from '@portal/utils/require-uuid-param';

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
