import { useCredentials } from '@platform/api-client';

/** What a component needs to know about the session. */
export type Session = {
  /** True when access-token, client and uid are all present (spec §4). */
  isSignedIn: boolean;
  /** The signed-in address (the `uid`), or `null`. */
  uid: string | null;
};

/**
 * The current session, re-rendering on sign-in and sign-out. It reads the
 * credential store directly, so it is right even in the same render that
 * signed in, before the `session` slice has caught up.
 */
export function useSession(): Session {
  const credentials = useCredentials();
  return { isSignedIn: credentials !== null, uid: credentials?.uid ?? null };
}
