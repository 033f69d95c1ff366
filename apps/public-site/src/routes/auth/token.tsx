import { ensureCurrentUser, safeRedirectPath, TokenScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PROFILE_PATH } from '@site/utils/paths';

const searchSchema = v.object({ redirect: v.optional(v.string()) });

// Not public (spec §2): a signed-in session chooses its own password here.
export const Route = createFileRoute('/auth/token')({
  validateSearch: searchSchema,
  loader: ensureCurrentUser,
  component: TokenPage,
});

function TokenPage() {
  const { redirect } = Route.useSearch();
  return <TokenScreen redirectTo={safeRedirectPath(redirect, PROFILE_PATH)} />;
}
