import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';

/** The profile page's way to `/profiel/aanmeldingen`, beside "Edit profile". */
export function MyApplicationsLink() {
  return (
    <Link to="/profiel/aanmeldingen" className={buttonClassName({ variant: 'outline' })}>
      <Trans>My applications</Trans>
    </Link>
  );
}
