import { Trans } from '@lingui/react/macro';
import type { AppNotification } from '@platform/api-client';
import { ListFrame } from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A page of notifications as `fetchNotifications` answers it. */
export type NotificationPage = {
  notifications: AppNotification[];
  total: number;
  unreadCount: number;
};

/** Props of {@link NotificationsLoaded}. */
export type NotificationsLoadedProps = {
  list: UseQueryResult<NotificationPage>;
  /** The level of the "No notifications" heading: 2 on a page, 3 in a panel with a heading of its own. */
  emptyHeadingLevel?: 2 | 3;
  /** Draws the page once it has notifications. */
  children: (page: NotificationPage) => ReactNode;
};

/**
 * The states of a list of notifications in the list frame: loading, failed
 * (with "Try again"), empty, or the page itself. The toolbar's panel and
 * /notificaties share it.
 */
export function NotificationsLoaded({
  list,
  emptyHeadingLevel,
  children,
}: NotificationsLoadedProps) {
  return (
    <ListFrame
      query={list}
      loading={<Trans>Loading notifications…</Trans>}
      failed={{ title: <Trans>Your notifications could not be loaded.</Trans> }}
      empty={{
        isEmpty: (page) => page.notifications.length === 0,
        title: <Trans>No notifications</Trans>,
        headingLevel: emptyHeadingLevel,
      }}
    >
      {children}
    </ListFrame>
  );
}
