import { useLingui } from '@lingui/react/macro';
import { useMarkNotificationRead, type AppNotification } from '@platform/api-client';
import type { NotificationApp } from '@platform/contracts';
import { RelativeTime } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import { notificationText } from './notification-text';

const LINK_CLASS_NAME = 'text-primary underline underline-offset-4 dark:text-primary-300';

/**
 * One notification: its sentence as a link to its subject (opening it marks
 * it read), when it happened, and whether it is still unread. A link into the
 * other app (a volunteer's decision from the portal) leaves by its full address.
 */
export function NotificationItem({
  notification,
  app,
}: {
  notification: AppNotification;
  app: NotificationApp;
}) {
  const { t, i18n } = useLingui();
  const markRead = useMarkNotificationRead();
  const text = notificationText(i18n, notification);
  const isUnread = notification.readAt === null;
  const handleOpen = () => {
    if (isUnread) markRead.mutate(notification.id);
  };
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${isUnread ? 'bg-primary' : 'bg-transparent'}`}
      />
      <div className="flex flex-col gap-0.5">
        <p className={isUnread ? 'font-semibold' : undefined}>
          {isUnread && <span className="sr-only">{t`Unread:`} </span>}
          {notification.linkApp === app ? (
            <Link to={notification.linkPath} onClick={handleOpen} className={LINK_CLASS_NAME}>
              {text}
            </Link>
          ) : (
            <a href={notification.url} onClick={handleOpen} className={LINK_CLASS_NAME}>
              {text}
            </a>
          )}
        </p>
        <RelativeTime date={notification.createdAt} className="text-sm opacity-80" />
      </div>
    </div>
  );
}
