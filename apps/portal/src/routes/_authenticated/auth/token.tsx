import { safeRedirectPath, TokenScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { HOME_PATH } from '@portal/features/shell/utils/navigation';

// Not public (spec §2): a signed-in session without a password chooses one.
export const Route = createFileRoute('/_authenticated/auth/token')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: TokenRoute,
});

function TokenRoute() {
  const { redirect } = Route.useSearch();
  return <TokenScreen redirectTo={safeRedirectPath(redirect, HOME_PATH)} />;
}
