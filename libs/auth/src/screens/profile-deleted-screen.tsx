import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AuthCard } from '../components/auth-card';

/** `/profiel/verwijderd`: confirms that the account has been deleted. */
export function ProfileDeletedScreen() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Your profile has been deleted`}>
      <p>
        <Trans>
          Your account and personal details have been removed. Thank you for taking part.
        </Trans>
      </p>
      <Link to="/" className="underline">
        <Trans>Back to home</Trans>
      </Link>
    </AuthCard>
  );
}
