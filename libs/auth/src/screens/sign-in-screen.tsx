import { Trans, useLingui } from '@lingui/react/macro';
import { signInSchema, type SignInInput } from '@platform/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { Form, SubmitButton, TextField } from '@platform/ui';
import { AuthCard } from '../components/auth-card';
import { AuthFailureAlert } from '../components/auth-failure-alert';
import { useSignIn } from '../session/use-sign-in';
import { isOtherSite, SIGN_UP_PATH } from './sign-up-href';

// The contract accepts an empty password (the server answers it with "wrong
// credentials"); the form asks for one before it sends anything.
const signInFormSchema = v.object({
  ...signInSchema.entries,
  password: v.pipe(signInSchema.entries.password, v.nonEmpty()),
});

/** Props of {@link SignInScreen}. */
export type SignInScreenProps = {
  /** Where to go once signed in; pass it through `safeRedirectPath` first. */
  redirectTo: string;
  /**
   * Where "Create an account" goes: `/signup` on the public site (the default,
   * followed in the app), or an absolute URL such as the portal's link to its
   * public site (`//<host without "portal.">/signup`), followed by the browser.
   */
  signUpHref?: string;
};

/** `/auth/login-1`: e-mail and password, with links to recover a password and to sign up. */
export function SignInScreen({ redirectTo, signUpHref = SIGN_UP_PATH }: SignInScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useSignIn();
  return (
    <AuthCard
      title={t`Sign in`}
      intro={<Trans>Sign in with your e-mail address and password.</Trans>}
    >
      <Form
        schema={signInFormSchema}
        defaultValues={{ email: '', password: '' } satisfies SignInInput}
        className="flex flex-col gap-5"
        onSubmit={(input) =>
          signIn.mutate(input, {
            onSuccess: () => void navigate({ href: redirectTo, replace: true }),
          })
        }
      >
        <AuthFailureAlert error={signIn.error} />
        <TextField name="email" label={t`E-mail address`} type="email" autoComplete="username" />
        <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" />
        <SubmitButton isPending={signIn.isPending}>
          {signIn.isPending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </SubmitButton>
      </Form>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/auth/recover" className="underline">
          <Trans>Forgot your password?</Trans>
        </Link>
        <a
          href={signUpHref}
          className="underline"
          onClick={(event) => {
            // Paths of this app navigate in place; another site's URL is left to the browser.
            if (isOtherSite(signUpHref)) return;
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate({ href: signUpHref });
          }}
        >
          <Trans>Create an account</Trans>
        </a>
      </p>
    </AuthCard>
  );
}
