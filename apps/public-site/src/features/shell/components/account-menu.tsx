import { Trans, useLingui } from '@lingui/react/macro';
import {
  getConversationsQueryOptions,
  getCurrentUserQueryOptions,
  useApiClient,
  useCurrentCenter,
} from '@platform/api-client';
import { useSession } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';
import { DisclosureMenu } from './disclosure-menu';

/** The account menu only needs the count of conversations with unread messages (`meta.unread_count`), not the list. */
const UNREAD_COUNT_ONLY = { pageSize: 1 } as const;

/** Props of {@link AccountMenu}. */
export type AccountMenuProps = { isInline?: boolean };

const buttonClassName =
  'inline-flex max-w-48 items-center gap-1.5 rounded-theme border border-black/15 px-3 py-2 text-sm font-semibold hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-expanded:bg-primary/10 dark:border-white/20';

/**
 * The signed-in user's account menu: their first name, opening links to the
 * profile, profile editing, their applications, their conversations (with
 * how many have unread messages), where the centre has volunteer profiles
 * "For you", the replies to their profile and the profile itself, and sign-out.
 */
export function AccountMenu({ isInline = false }: AccountMenuProps) {
  const { t } = useLingui();
  const { uid } = useSession();
  const apiClient = useApiClient();
  // Not suspending: the header is drawn at once and the name and count follow.
  const { data: user } = useQuery(getCurrentUserQueryOptions(apiClient));
  const unreadConversations = useQuery(getConversationsQueryOptions(apiClient, UNREAD_COUNT_ONLY)).data?.unreadConversations ?? 0;
  const name = user?.firstName || user?.fullName || uid || '';
  const hasPool = useCurrentCenter().meta.features.volunteerProfiles;
  const poolItems = hasPool
    ? [
        { key: 'for-you', label: t`For you`, to: '/voor-jou' },
        {
          key: 'volunteer-profile',
          label: t`Volunteer profile`,
          to: '/profile-edit/vrijwilligersprofiel',
        },
        { key: 'profile-replies', label: t`Replies to your profile`, to: '/profile-replies' },
      ]
    : [];
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
        ...poolItems,
        {
          key: 'conversations',
          label:
            unreadConversations > 0 ? (
              // Read as "Conversations 2 unread": how many have unread messages.
              <Trans>
                Conversations{' '}
                <span className="ml-1 rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
                  {unreadConversations}
                </span>
                <span className="sr-only"> unread</span>
              </Trans>
            ) : (
              t`Conversations`
            ),
          to: '/conversations',
        },
        { key: 'sign-out', label: t`Sign out`, to: '/uitloggen' },
      ]}
    />
  );
}
