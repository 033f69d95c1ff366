import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useResetPassword } from '../account/use-reset-password';
import { FormFailureAlert, FormSuccessAlert } from '@platform/ui';
import { AuthCard } from '../components/auth-card';
import { PasswordForm } from './password-form';

// A link without its token fails from the start; the alert shows this one failure.
const MISSING_TOKEN = {};

/** Props of {@link ResetPasswordScreen}. */
export type ResetPasswordScreenProps = {
  /** The `reset_password_token` search parameter of the mailed link. */
  token: string | undefined;
};

/**
 * `/auth/reset?reset_password_token=…`: choose a new password with the mailed
 * link (also the invitation link of staff-created accounts). No session is
 * opened; the user signs in with the new password.
 */
export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  const { t } = useLingui();
  const reset = useResetPassword();
  return (
    <AuthCard title={t`Choose a new password`}>
      {!token ? (
        <FormFailureAlert
          failure={MISSING_TOKEN}
          title={t`This link is no longer valid`}
          description={<Trans>The link has expired or was already used. Request a new one.</Trans>}
        />
      ) : reset.isSuccess ? (
        <FormSuccessAlert title={t`Your password has been changed`}>
          <Link to="/auth/login-1" className="underline">
            <Trans>Sign in with your new password</Trans>
          </Link>
        </FormSuccessAlert>
      ) : (
        <PasswordForm
          isPending={reset.isPending}
          error={reset.error}
          onSubmit={(input) => reset.mutate({ ...input, resetPasswordToken: token })}
        />
      )}
      {(!token || reset.error) && (
        <Link to="/auth/recover" className="text-sm underline">
          <Trans>Request a new link</Trans>
        </Link>
      )}
    </AuthCard>
  );
}
