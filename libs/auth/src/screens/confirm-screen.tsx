import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useConfirmEmail } from '../account/use-confirm-email';
import { FormFailureAlert, FormSuccessAlert } from '@platform/ui';
import { AuthCard } from '../components/auth-card';
import { AuthFailureAlert } from '../components/auth-failure-alert';

// A link without its token fails from the start; the alert shows this one failure.
const MISSING_TOKEN = {};

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
  const { t } = useLingui();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;
  // The token is single-use: StrictMode's second effect run must not post it again.
  const postedToken = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || postedToken.current === token) return;
    postedToken.current = token;
    mutate(token);
  }, [token, mutate]);

  return (
    <AuthCard title={t`Confirm your e-mail address`}>
      {confirm.isSuccess && (
        <FormSuccessAlert title={t`Your e-mail address is confirmed`}>
          <Link to="/auth/login-1" className="underline">
            <Trans>Sign in</Trans>
          </Link>
        </FormSuccessAlert>
      )}
      {token && confirm.isPending && (
        <p role="status">
          <Trans>Confirming…</Trans>
        </p>
      )}
      {token ? (
        <AuthFailureAlert error={confirm.error} />
      ) : (
        <FormFailureAlert
          failure={MISSING_TOKEN}
          title={t`This link is no longer valid`}
          description={<Trans>The link has expired or was already used. Request a new one.</Trans>}
        />
      )}
    </AuthCard>
  );
}
