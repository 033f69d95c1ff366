import { AccountRolesScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/account/roles')({
  component: AccountRolesScreen,
});
