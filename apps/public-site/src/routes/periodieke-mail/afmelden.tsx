import { DigestUnsubscribeScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';

const searchSchema = v.object({ token: v.optional(v.string()) });

export const Route = createFileRoute('/periodieke-mail/afmelden')({
  validateSearch: searchSchema,
  staticData: { isPublic: true },
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useSearch();
  return <DigestUnsubscribeScreen token={token} />;
}
