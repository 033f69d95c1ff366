import { ResetPasswordScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

export const Route = createFileRoute('/auth/reset')({
  staticData: { isPublic: true },
  validateSearch: v.object({ reset_password_token: v.optional(v.string()) }),
  component: ResetRoute,
});

function ResetRoute() {
  const { reset_password_token: token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
