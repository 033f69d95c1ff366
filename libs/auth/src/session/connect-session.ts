import { organizationKeys, userKeys, type CredentialStore } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { Dispatch } from '@reduxjs/toolkit';
import { signedIn, signedOut } from './session-slice';

/** Spec §9: the user is cleared 500 ms after sign-out. */
export const SESSION_CLEAR_DELAY_MS = 500;

/** Options of {@link connectSession}. */
export type ConnectSessionOptions = {
  /** The API client's credential store (`apiClient.credentials`), the one source of the session. */
  credentials: CredentialStore;
  /** The app store's dispatch; receives `session/signedIn` and `session/signedOut`. */
  dispatch: Dispatch;
  /** The app's query cache, whose current user and roles are cleared after sign-out. */
  queryClient: QueryClient;
};

/**
 * Mirrors the credential store into the `session` slice: the store changes on
 * sign-in, sign-out, token rotation and in other tabs' cookie writes read by
 * this tab. When the session ends, the current user (with its roles) and the
 * user's organisations are removed from the cache after
 * {@link SESSION_CLEAR_DELAY_MS}; the delay lets the screen that is being
 * left render its last frame instead of suspending on a missing user. A new
 * sign-in within the delay keeps the new user's data.
 * Returns the function that disconnects it.
 */
export function connectSession({ credentials, dispatch, queryClient }: ConnectSessionOptions) {
  let isSignedIn = credentials.read() !== null;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelClear = () => {
    if (clearTimer !== undefined) clearTimeout(clearTimer);
    clearTimer = undefined;
  };

  dispatch(isSignedIn ? signedIn() : signedOut());

  const unsubscribe = credentials.subscribe(() => {
    const next = credentials.read() !== null;
    if (next === isSignedIn) return;
    isSignedIn = next;
    if (next) {
      cancelClear();
      dispatch(signedIn());
      return;
    }
    dispatch(signedOut());
    cancelClear();
    clearTimer = setTimeout(() => {
      clearTimer = undefined;
      queryClient.removeQueries({ queryKey: userKeys.current() });
      queryClient.removeQueries({ queryKey: organizationKeys.all });
    }, SESSION_CLEAR_DELAY_MS);
  });

  return () => {
    cancelClear();
    unsubscribe();
  };
}
