import { ensureCurrentUser, NotificationsScreen } from '@platform/auth';
import type { NotificationApp } from '@platform/contracts';
import { createFileRoute } from '@tanstack/react-router';

/** The site's notifications: their links stay in the site, the portal's open there. */
const SITE_APP: NotificationApp = 'public_site';

export const Route = createFileRoute('/notificaties')({
  // Signed in only (not public, so the browser draws it): an expired session
  // goes to sign-in and back.
  loader: ensureCurrentUser,
  component: SiteNotifications,
});

function SiteNotifications() {
  return <NotificationsScreen app={SITE_APP} />;
}
