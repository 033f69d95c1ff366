import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MatchCheckPage } from '@site/features/match-check/components/match-check-page';

const searchSchema = v.object({ token: v.optional(v.string()) });

export const Route = createFileRoute('/vraag')({
  // The one-click question after an acceptance (issue 29), without signing in.
  validateSearch: searchSchema,
  staticData: { isPublic: true },
  component: QuestionPage,
});

function QuestionPage() {
  const { token } = Route.useSearch();
  return <MatchCheckPage token={token} />;
}
