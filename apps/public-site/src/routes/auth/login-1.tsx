import { safeRedirectPath, SignInScreen } from '@platform/auth';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PROFILE_PATH } from '@site/utils/paths';

const searchSchema = v.object({ redirect: v.optional(v.string()) });

export const Route = createFileRoute('/auth/login-1')({
  validateSearch: searchSchema,
  staticData: { isPublic: true, layout: 'empty' },
  component: SignInPage,
});

function SignInPage() {
  const { redirect } = Route.useSearch();
  // After signing in: back where the visitor was going, else their profile.
  return <SignInScreen redirectTo={safeRedirectPath(redirect, PROFILE_PATH)} />;
}
