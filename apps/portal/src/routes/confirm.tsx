import { ConfirmScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

export const Route = createFileRoute('/confirm')({
  staticData: { isPublic: true },
  validateSearch: v.object({ confirmation_token: v.optional(v.string()) }),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { confirmation_token: token } = Route.useSearch();
  return <ConfirmScreen token={token} />;
}
