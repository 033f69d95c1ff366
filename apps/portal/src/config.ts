// Build-time settings (Vite env) are read here only, so the rest of the app
// stays plain TypeScript that unit tests can load.

/** Origin of the API; empty means this site's own origin (the API serves both in all-in-one mode). */
export const apiUrl = import.meta.env.VITE_API_URL ?? '';

/** Show error details (stack traces) in development builds only. */
export const isDevelopment = import.meta.env.DEV;

/** A built app (it has build.json to poll). */
export const isProduction = import.meta.env.PROD;

/** Sentry's DSN; without one, error reporting and the bug-report widget stay off. */
export const sentryDsn = import.meta.env.VITE_SENTRY_DSN || undefined;

/** The environment name reported to Sentry. */
export const environment = import.meta.env.MODE;
