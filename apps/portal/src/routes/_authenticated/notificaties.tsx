import { NotificationsScreen } from '@platform/auth';
import type { NotificationApp } from '@platform/contracts';
import { createFileRoute } from '@tanstack/react-router';

/** The app these notifications' links stay in. */
const PORTAL_APP: NotificationApp = 'portal';

export const Route = createFileRoute('/_authenticated/notificaties')({
  component: PortalNotifications,
});

function PortalNotifications() {
  return <NotificationsScreen app={PORTAL_APP} />;
}
