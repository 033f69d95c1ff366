import { ConfirmScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

const searchSchema = v.object({ confirmation_token: v.optional(v.string()) });

export const Route = createFileRoute('/confirm')({
  validateSearch: searchSchema,
  staticData: { isPublic: true },
  component: ConfirmPage,
});

function ConfirmPage() {
  const { confirmation_token: token } = Route.useSearch();
  return <ConfirmScreen token={token} />;
}
