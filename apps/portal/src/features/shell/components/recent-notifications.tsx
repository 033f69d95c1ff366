import { Trans } from '@lingui/react/macro';
import {
  getNotificationsQueryOptions,
  useApiClient,
  useMarkAllNotificationsRead,
} from '@platform/api-client';
import { NotificationItem, NotificationsLoaded } from '@platform/auth';
import type { NotificationApp } from '@platform/contracts';
import { Button, buttonClassName } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

/** The app these notifications' links stay in. */
const PORTAL_APP: NotificationApp = 'portal';

/** Notifications the panel shows; the rest are on /notificaties. */
const RECENT_NOTIFICATIONS = 6;

/** The toolbar's notifications panel: the latest ones, unread first, read when the panel opens. */
export function RecentNotifications() {
  const list = useQuery(
    getNotificationsQueryOptions(useApiClient(), { pageSize: RECENT_NOTIFICATIONS }),
  );
  const markAll = useMarkAllNotificationsRead();
  return (
    <>
      <NotificationsLoaded list={list}>
        {(loaded) => (
          <ol className="flex flex-col gap-4">
            {loaded.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} app={PORTAL_APP} />
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
          <Button variant="light" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </div>
    </>
  );
}
