import { safeRedirectPath, SignInScreen } from '@platform/auth';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { HOME_PATH, signUpUrl } from '@portal/features/shell/utils/navigation';

export const Route = createFileRoute('/auth/login-1')({
  staticData: { isPublic: true, layout: 'empty' },
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: ({ context, search }) => {
    if (context.apiClient.credentials.read())
      throw redirect({ href: safeRedirectPath(search.redirect, HOME_PATH) });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  // Signing up happens on the centre's public site (spec §2: /signup is public-site).
  return (
    <SignInScreen
      redirectTo={safeRedirectPath(redirectTo, HOME_PATH)}
      signUpHref={signUpUrl(window.location.host)}
    />
  );
}
