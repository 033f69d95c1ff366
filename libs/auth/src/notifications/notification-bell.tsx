import { useLingui } from '@lingui/react/macro';
import { StrokeIcon } from '@platform/ui';
import type { ComponentPropsWithRef } from 'react';

/** Props of {@link NotificationBell}: a button's, but its name and content, which the count decides. */
export type NotificationBellProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** Unread notifications (`useUnreadNotificationCount`). */
  unreadCount: number;
};

/** The bell icon (24 × 24, stroked). */
const BELL_PATH = 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.9 1.9 0 0 0 3.4 0';

/**
 * The toolbar's bell: an icon button with the number of unread notifications
 * as a badge, named "Notifications, 2 unread" (the badge itself is hidden
 * from assistive technology). What it opens is the app's: the portal's side
 * panel, the public site's drop-down.
 */
export function NotificationBell({ unreadCount, className, type, ...props }: NotificationBellProps) {
  const { t } = useLingui();
  const unread = unreadCount;
  return (
    <button
      type={type ?? 'button'}
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      className={`relative ${className ?? ''}`}
      {...props}
    >
      <StrokeIcon path={BELL_PATH} />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
