import { Trans, useLingui } from '@lingui/react/macro';
import {
  getNotificationsQueryOptions,
  useApiClient,
  useCurrentCenter,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@platform/api-client';
import type { NotificationApp } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Button } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NotificationItem } from '../notifications/notification-item';
import { NotificationsLoaded } from '../notifications/notifications-loaded';

/** Notifications per page of /notificaties. */
const PAGE_SIZE = 25;

/** Props of {@link NotificationsScreen}. */
export type NotificationsScreenProps = {
  /** The app showing the list: its own links stay in it, the other app's open by their address. */
  app: NotificationApp;
};

/**
 * `/notificaties`: the signed-in user's notifications, unread first, each
 * linking to its subject; mark one or all read.
 */
export function NotificationsScreen({ app }: NotificationsScreenProps) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const [page, setPage] = useState(1);
  const list = useQuery(
    getNotificationsQueryOptions(useApiClient(), { page, pageSize: PAGE_SIZE }),
  );
  const markAll = useMarkAllNotificationsRead();
  const markRead = useMarkNotificationRead();
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const unreadCount = list.data?.unreadCount ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 font-sans text-text">
      <DocumentTitle page={t`Notifications`} appName={meta.appName} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-heading text-3xl font-bold tracking-tight">
          <Trans>Notifications</Trans>
        </h1>
        <Button
          variant="outline"
          disabled={markAll.isPending || unreadCount === 0}
          onClick={() => markAll.mutate()}
        >
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      <NotificationsLoaded list={list}>
        {(loaded) => (
          <div className="flex flex-col gap-4">
            <p role="status">
              {unreadCount === 0 ? (
                <Trans>Everything has been read.</Trans>
              ) : (
                <Trans>{unreadCount} unread</Trans>
              )}
            </p>
            <ul className="flex flex-col divide-y divide-black/10 rounded-theme border border-black/10 dark:divide-white/15 dark:border-white/15">
              {loaded.notifications.map((notification) => (
                <li
                  key={notification.id}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                >
                  <NotificationItem notification={notification} app={app} />
                  {notification.readAt === null && (
                    <Button
                      variant="light"
                      size="sm"
                      disabled={markRead.isPending}
                      onClick={() => markRead.mutate(notification.id)}
                    >
                      <Trans>Mark as read</Trans>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {pageCount > 1 && (
              <nav aria-label={t`Pages`} className="flex items-center gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  <Trans>Previous</Trans>
                </Button>
                <span>
                  <Trans>
                    Page {page} of {pageCount}
                  </Trans>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  <Trans>Next</Trans>
                </Button>
              </nav>
            )}
          </div>
        )}
      </NotificationsLoaded>
    </div>
  );
}
