import { useLingui } from '@lingui/react/macro';
import { getCurrentUserQueryOptions, useApiClient } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';
import { DisclosureMenu } from './disclosure-menu';

/** Props of {@link AccountMenu}. */
export type AccountMenuProps = { isInline?: boolean };

const buttonClassName =
  'inline-flex max-w-48 items-center gap-1.5 rounded-theme border border-black/15 px-3 py-2 text-sm font-semibold hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-expanded:bg-primary/10 dark:border-white/20';

/**
 * The signed-in user's account menu: their first name, opening links to the
 * profile, profile editing, their applications and sign-out.
 */
export function AccountMenu({ isInline = false }: AccountMenuProps) {
  const { t } = useLingui();
  const { uid } = useSession();
  const apiClient = useApiClient();
  // Not suspending: the header is drawn at once and the name follows.
  const { data: user } = useQuery(getCurrentUserQueryOptions(apiClient));
  const name = user?.firstName || user?.fullName || uid || '';
  return (
    <DisclosureMenu
      label={<span className="truncate">{name}</span>}
      buttonLabel={t`Account menu of ${name}`}
      isAlignedEnd
      isInline={isInline}
      buttonClassName={buttonClassName}
      items={[
        { key: 'profile', label: t`My profile`, to: '/profiel' },
        { key: 'edit', label: t`Edit profile`, to: '/profile-edit' },
        { key: 'applications', label: t`My applications`, to: '/profiel/aanmeldingen' },
        { key: 'sign-out', label: t`Sign out`, to: '/uitloggen' },
      ]}
    />
  );
}
