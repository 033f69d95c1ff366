import { Trans } from '@lingui/react/macro';
import type { AppNotification } from '@platform/api-client';
import { Button } from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A page of notifications as `fetchNotifications` answers it. */
export type NotificationPage = { notifications: AppNotification[]; total: number; unreadCount: number };

/** Props of {@link NotificationsLoaded}. */
export type NotificationsLoadedProps = {
  list: UseQueryResult<NotificationPage>;
  /** Draws the page once it has notifications. */
  children: (page: NotificationPage) => ReactNode;
};

/**
 * The states of a list of notifications: loading, failed (with "Try again"),
 * empty, or the page itself. The toolbar's panel and /notificaties share it.
 */
export function NotificationsLoaded({ list, children }: NotificationsLoadedProps) {
  if (list.isPending) {
    return (
      <p aria-busy="true">
        <Trans>Loading notifications…</Trans>
      </p>
    );
  }
  if (list.isError) {
    return (
      <div role="alert">
        <p>
          <Trans>Your notifications could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (list.data.notifications.length === 0) {
    return (
      <p className="rounded-theme border border-dashed border-black/20 p-6 text-center opacity-80 dark:border-white/25">
        <Trans>No notifications</Trans>
      </p>
    );
  }
  return <>{children(list.data)}</>;
}
