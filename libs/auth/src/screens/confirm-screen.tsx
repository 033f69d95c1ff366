import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useConfirmEmail } from '../account/use-confirm-email';
import { AuthCard } from '../components/auth-card';
import { describeAuthError } from '../components/describe-auth-error';
import { FormAlert } from '../components/form-alert';

/** Props of {@link ConfirmScreen}. */
export type ConfirmScreenProps = {
  /** The `confirmation_token` search parameter of the mailed link. */
  token: string | undefined;
};

/**
 * `/confirm?confirmation_token=…`: confirms the address once on arrival and
 * offers sign-in, or explains that the link is no longer valid.
 */
export function ConfirmScreen({ token }: ConfirmScreenProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The token is single-use: StrictMode's second effect run must not post it again.
  const postedToken = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || postedToken.current === token) return;
    postedToken.current = token;
    mutate(token);
  }, [token, mutate]);

  const failure = !token
    ? describeAuthError(null)
    : confirm.error
      ? describeAuthError(confirm.error)
      : null;
  return (
    <AuthCard title={t`Confirm your e-mail address`}>
      {confirm.isSuccess && (
        <FormAlert title={t`Your e-mail address is confirmed`}>
          <Link to="/auth/login-1" className="underline">
            <Trans>Sign in</Trans>
          </Link>
        </FormAlert>
      )}
      {token && confirm.isPending && (
        <p role="status">
          <Trans>Confirming…</Trans>
        </p>
      )}
      {failure && (
        <FormAlert isError title={!token ? t`This link is no longer valid` : i18n._(failure.title)}>
          {!token ? (
            <Trans>The link has expired or was already used. Request a new one.</Trans>
          ) : (
            i18n._(failure.description)
          )}
        </FormAlert>
      )}
    </AuthCard>
  );
}
