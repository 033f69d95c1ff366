import { Trans } from '@lingui/react/macro';
import {
  getNotificationsQueryOptions,
  useApiClient,
  useMarkAllNotificationsRead,
} from '@platform/api-client';
import { NotificationItem } from '@platform/auth';
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
      {list.isPending ? (
        <p aria-busy="true">
          <Trans>Loading notifications…</Trans>
        </p>
      ) : list.isError ? (
        <div role="alert">
          <p>
            <Trans>Your notifications could not be loaded.</Trans>
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : list.data.notifications.length === 0 ? (
        <p className="rounded-theme border border-dashed border-black/20 p-6 text-center opacity-80 dark:border-white/25">
          <Trans>No notifications</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {list.data.notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} app={PORTAL_APP} />
            </li>
          ))}
        </ol>
      )}
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
