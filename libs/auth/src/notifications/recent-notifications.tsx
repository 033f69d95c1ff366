import { Trans } from '@lingui/react/macro';
import {
  getNotificationsQueryOptions,
  useApiClient,
  useMarkAllNotificationsRead,
} from '@platform/api-client';
import type { NotificationApp } from '@platform/contracts';
import { Button, buttonClassName } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NotificationItem } from './notification-item';
import { NotificationsLoaded } from './notifications-loaded';

/** Notifications the short list shows; the rest are on /notificaties. */
const RECENT_NOTIFICATIONS = 6;

/** Props of {@link RecentNotifications}. */
export type RecentNotificationsProps = {
  /** The app showing the list: its own links stay in it, the other app's open by their address. */
  app: NotificationApp;
  /**
   * Called once "Mark all as read" has done its work: the button goes with the
   * last unread one, so the caller puts focus somewhere sensible.
   */
  onAllRead?: () => void;
};

/**
 * What the bell opens: the latest notifications, unread first (opening one
 * marks it read), a link to all of them on /notificaties and "Mark all as
 * read" while any is unread.
 */
export function RecentNotifications({ app, onAllRead }: RecentNotificationsProps) {
  const list = useQuery(
    getNotificationsQueryOptions(useApiClient(), { pageSize: RECENT_NOTIFICATIONS }),
  );
  const markAll = useMarkAllNotificationsRead();
  return (
    <>
      <NotificationsLoaded list={list} emptyHeadingLevel={3}>
        {(loaded) => (
          <ol className="flex flex-col gap-4">
            {loaded.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} app={app} />
              </li>
            ))}
          </ol>
        )}
      </NotificationsLoaded>
      <div className="flex flex-wrap gap-2">
        <Link to="/notificaties" className={buttonClassName({ variant: 'outline' })}>
          <Trans>All notifications</Trans>
        </Link>
        {!!list.data?.unreadCount && (
          <Button
            variant="light"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onSuccess: onAllRead })}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </div>
    </>
  );
}
