// What the header shows only to a signed-in user, in a chunk of its own that
// loads once there is a session: most visitors never sign in, and the server
// renders every page as for a visitor anyway.
export { ImpersonationBanner } from '@platform/auth';
export { AccountMenu } from './account-menu';
export { LiveUpdates } from './live-updates';
export { NotificationsMenu } from './notifications-menu';
