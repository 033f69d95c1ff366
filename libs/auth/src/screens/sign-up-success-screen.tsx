import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from '../components/auth-card';

/** `/signup/success`: tells the new volunteer to confirm their address. */
export function SignUpSuccessScreen() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Check your e-mail`}>
      <p>
        <Trans>
          We have sent you an e-mail with a link to confirm your address. Follow it, then sign in.
        </Trans>
      </p>
    </AuthCard>
  );
}
