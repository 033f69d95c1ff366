import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInPage } from '../../features/auth/components/sign-in-page';
import { safeRedirectPath } from '../../features/auth/utils/safe-redirect-path';

const searchSchema = v.object({ redirect: v.optional(v.string()) });

export const Route = createFileRoute('/auth/login-1')({
  validateSearch: searchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.apiClient.credentials.read())
      throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  return <SignInPage redirectTo={safeRedirectPath(redirectTo)} />;
}
