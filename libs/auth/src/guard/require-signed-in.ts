import type { ApiClient } from '@platform/api-client';
import { redirect, type ParsedLocation } from '@tanstack/react-router';

declare module '@tanstack/router-core' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /** Marks a route open to visitors without a session (spec §2: every other route needs one). */
    isPublic?: boolean;
  }
}

/** The sign-in page every guarded route sends visitors to (spec §2). */
export const SIGN_IN_PATH = '/auth/login-1';

/** What {@link requireSignedIn} reads from TanStack Router's `beforeLoad` arguments. */
export type GuardArguments = {
  context: { apiClient: ApiClient };
  location: ParsedLocation;
  /** The matched routes, outermost first; the innermost decides whether the page is public. */
  matches: readonly { staticData?: { isPublic?: boolean } }[];
};

/**
 * A `beforeLoad` for the root (or any layout) route: unless the page's own
 * route is marked `staticData: { isPublic: true }`, a visitor without a
 * complete session is redirected to `/auth/login-1?redirect=<where they were going>`.
 */
export function requireSignedIn({ context, location, matches }: GuardArguments): void {
  if (matches.at(-1)?.staticData?.isPublic) return;
  if (context.apiClient.credentials.read()) return;
  throw redirect({ to: SIGN_IN_PATH, search: { redirect: location.href } });
}

/**
 * The path to return to after signing in, from a `redirect` search value.
 * Only paths on this site pass: a crafted link must not hand a fresh session
 * to another site (`//evil.example`, `https://…`, `/\evil.example`), and the
 * sign-in page itself would loop.
 */
export function safeRedirectPath(value: string | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  if (value === SIGN_IN_PATH || value.startsWith(`${SIGN_IN_PATH}?`)) return fallback;
  return value;
}
