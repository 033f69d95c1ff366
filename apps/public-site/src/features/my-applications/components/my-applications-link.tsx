import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { OUTLINE_DARK_CLASSES } from '../utils/outline-dark-classes';

/** The profile page's way to `/profiel/aanmeldingen`, beside "Edit profile". */
export function MyApplicationsLink() {
  return (
    <Link to="/profiel/aanmeldingen" className={`${buttonClassName({ variant: 'outline' })} ${OUTLINE_DARK_CLASSES}`}>
      <Trans>My applications</Trans>
    </Link>
  );
}
