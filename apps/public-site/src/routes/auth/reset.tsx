import { ResetPasswordScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

const searchSchema = v.object({ reset_password_token: v.optional(v.string()) });

export const Route = createFileRoute('/auth/reset')({
  validateSearch: searchSchema,
  staticData: { isPublic: true },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { reset_password_token: token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
