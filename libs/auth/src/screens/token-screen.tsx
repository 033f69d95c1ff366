import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useChangePassword } from '../account/use-change-password';
import { AuthCard } from '../components/auth-card';
import { PasswordForm } from './password-form';

/** Props of {@link TokenScreen}. */
export type TokenScreenProps = {
  /** Where to go once the password is set; pass it through `safeRedirectPath` first. */
  redirectTo: string;
};

/**
 * `/auth/token` (signed in, not public): a signed-in session without a
 * password of its own (an imported account, or one an admin opened with
 * "sign in as user") chooses one here, with the session headers instead of a
 * mailed token. Mailed links never sign in, so they go to `/auth/reset`.
 */
export function TokenScreen({ redirectTo }: TokenScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const change = useChangePassword();
  return (
    <AuthCard
      title={t`Set your password`}
      intro={<Trans>Choose a password to sign in with from now on.</Trans>}
    >
      <PasswordForm
        isPending={change.isPending}
        error={change.error}
        onSubmit={(input) =>
          change.mutate(input, {
            onSuccess: () => void navigate({ href: redirectTo, replace: true }),
          })
        }
      />
    </AuthCard>
  );
}
