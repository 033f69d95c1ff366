import { getPortalUrl } from './utils/portal-url';

// Build-time settings (Vite env) are read here only, so the rest of the app
// stays plain TypeScript that unit tests can load.

/** Origin of the API; empty means this site's own origin (the API serves both in all-in-one mode). */
export const apiUrl = import.meta.env.VITE_API_URL ?? '';

/** The staff portal of this site's centre. */
export const portalUrl = getPortalUrl(window.location, import.meta.env.VITE_PORTAL_URL);

/** The portal's sign-in page, where organisations and staff sign in (volunteers sign in on this site). */
export const portalSignInUrl = `${portalUrl}/auth/login-1`;

/** Show error details (stack traces) in development builds only. */
export const isDevelopment = import.meta.env.DEV;
