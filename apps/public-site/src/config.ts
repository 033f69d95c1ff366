// Build-time settings (Vite env) are read here only, so the rest of the app
// stays plain TypeScript that unit tests can load.

/** Origin of the API; empty means this site's own origin (the API serves both in all-in-one mode). */
export const apiUrl = import.meta.env.VITE_API_URL ?? '';

/** The staff portal's address when the site is hosted on its own; otherwise derived from the site's origin. */
export const configuredPortalUrl: string | undefined = import.meta.env.VITE_PORTAL_URL;

/** Show error details (stack traces) in development builds only. */
export const isDevelopment = import.meta.env.DEV;

/**
 * How long fetched data counts as fresh. Longer than a hydration takes, so a
 * server-rendered page's data is used as it came, not fetched again at once.
 */
export const QUERY_STALE_TIME_MS = 60_000;
