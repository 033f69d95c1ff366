import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient, useCredentials } from '../api-client-provider';
import { ApiError } from '../api-error';
import type { ApiClient } from '../client';
import { createCookieCredentialStore, type CredentialStore } from '../credential-store';
import { AUTH_HEADERS, isCompleteCredentials, type Credentials } from '../credentials';
import { userKeys } from '../users/users';

/**
 * While an admin is signed in as another user, their own session waits in
 * this site's cookies under the usual names with this prefix, so it survives
 * reloads and comes back when they return.
 */
export const OWN_SESSION_COOKIE_PREFIX = 'own-';

/** Who is signed in as whom, when the current session was opened by "sign in as". */
export type Impersonation = {
  /** The user whose session this is. */
  user: { id: string; name: string };
  /** The admin who opened it. */
  impersonator: { id: string; name: string };
};

export const impersonationKeys = {
  // Under the current user, so it is cleared with it when the session ends.
  current: () => [...userKeys.current(), 'impersonation'] as const,
};

/** The session kept aside while signed in as another user (cookies of this site). */
export function createOwnSessionStore(): CredentialStore {
  return createCookieCredentialStore({ namePrefix: OWN_SESSION_COOKIE_PREFIX });
}

/** Whether the current session is an impersonation (`meta.impersonator` of `GET /current_user`), else `null`. */
export async function fetchImpersonation(client: ApiClient, signal?: AbortSignal): Promise<Impersonation | null> {
  const { data, meta } = await client.read<{ id: string; name: string }>('/api/v1/current_user', { signal });
  const impersonator = meta['impersonator'] as Impersonation['impersonator'] | null | undefined;
  return impersonator ? { user: { id: data.id, name: data.name }, impersonator } : null;
}

export function getImpersonationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: impersonationKeys.current(),
    // Not cancellable: the bar mounts and unmounts with layouts, and an aborted
    // request whose answer rotated the token would lose the session.
    queryFn: () => fetchImpersonation(client),
    // A session does not change who opened it; switching sessions reloads the app.
    staleTime: Infinity,
  });
}

/**
 * `POST /sign_in_as_user` (admins). The answer's headers are the user's new
 * session, which the client's store takes over as it does for any answer;
 * the admin's session is returned beside it. The API does not rotate the
 * admin's token on this call, so the session sent is the one to restore.
 */
async function openSessionAs(client: ApiClient, userId: string): Promise<{ own: Credentials; other: Credentials }> {
  const own = client.credentials.read();
  if (!own) throw new ApiError(401, [{ status: '401', code: 'UNAUTHENTICATED' }]);
  await client.requestJson<unknown>('POST', '/api/v1/sign_in_as_user', { body: { userId } });
  const other = client.credentials.read();
  if (!other || other.client === own.client) {
    client.credentials.write(own);
    throw new ApiError(502, [], 'The answer carried no session');
  }
  return { own, other };
}

/**
 * Signs in as another user on this site: the admin's session is kept in
 * `ownSession` and the client continues as the user. Reload the app after
 * it, so nothing of the admin's stays on screen or in the caches.
 */
export async function startImpersonation(client: ApiClient, userId: string, ownSession: CredentialStore): Promise<void> {
  const { own } = await openSessionAs(client, userId);
  // Already signed in as someone else: the admin's own session is the one to come back to.
  if (!ownSession.read()) ownSession.write(own);
}

/**
 * Opens a session as another user for another site of the centre (the
 * public site, for users who do not work in the portal): this site stays
 * signed in as the admin, and the user's session is returned to hand over
 * with {@link sessionHandOffFragment}.
 */
export async function openImpersonatedSession(client: ApiClient, userId: string): Promise<Credentials> {
  const { own, other } = await openSessionAs(client, userId);
  client.credentials.write(own);
  return other;
}

/**
 * Back to one's own account: `POST /sign_in_as_user/stop` ends the
 * impersonated session on the server, then the kept session (if any)
 * becomes the current one again. Failures of the call are ignored, as with
 * sign-out: the admin wants back either way.
 */
export async function stopImpersonation(client: ApiClient, ownSession: CredentialStore): Promise<void> {
  try {
    if (client.credentials.read()) await client.requestJson<unknown>('POST', '/api/v1/sign_in_as_user/stop');
  } catch {
    // The kept session is restored below whatever the server said.
  } finally {
    client.credentials.write(ownSession.read());
    ownSession.write(null);
  }
}

/**
 * A session as a URL fragment (`#access-token=…&client=…&uid=…`), to carry it
 * to another host of the centre. A fragment is never sent to a server nor in
 * a `Referer`, and the receiving page removes it from the address at once.
 */
export function sessionHandOffFragment(credentials: Credentials): string {
  const fields = new URLSearchParams({
    [AUTH_HEADERS.accessToken]: credentials.accessToken,
    [AUTH_HEADERS.client]: credentials.client,
    [AUTH_HEADERS.uid]: credentials.uid,
    [AUTH_HEADERS.tokenType]: credentials.tokenType,
  });
  if (credentials.expiry !== null) fields.set(AUTH_HEADERS.expiry, String(credentials.expiry));
  return `#${fields.toString()}`;
}

/** The session in a fragment made by {@link sessionHandOffFragment} (with or without `#`), or `null`. */
export function readSessionHandOff(fragment: string): Credentials | null {
  const fields = new URLSearchParams(fragment.replace(/^#/, ''));
  const expiry = Number(fields.get(AUTH_HEADERS.expiry));
  const credentials = {
    accessToken: fields.get(AUTH_HEADERS.accessToken) ?? '',
    client: fields.get(AUTH_HEADERS.client) ?? '',
    uid: fields.get(AUTH_HEADERS.uid) ?? '',
    tokenType: fields.get(AUTH_HEADERS.tokenType) || 'Bearer',
    expiry: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
  };
  return isCompleteCredentials(credentials) ? credentials : null;
}

/**
 * Takes over a session handed over by {@link openImpersonatedSession}. Only a
 * session opened by "sign in as" is accepted: anything else is dropped again
 * and `null` returned, so a crafted link cannot sign a visitor in to another
 * account. The visitor's own session on this site, if any, is kept aside.
 */
export async function adoptImpersonatedSession(
  client: ApiClient,
  credentials: Credentials,
  ownSession: CredentialStore,
): Promise<Impersonation | null> {
  const previous = client.credentials.read();
  client.credentials.write(credentials);
  const impersonation = await fetchImpersonation(client).catch(() => null);
  if (!impersonation) {
    client.credentials.write(previous);
    return null;
  }
  if (!ownSession.read()) ownSession.write(previous);
  return impersonation;
}

/**
 * Forgets the kept session when the current one ends: signing out while
 * signed in as someone else signs out altogether, so an admin's session
 * never lingers in a browser that looks signed out. Returns the function
 * that disconnects it.
 */
export function connectOwnSession(credentials: CredentialStore, ownSession: CredentialStore): () => void {
  return credentials.subscribe(() => {
    if (credentials.read() === null && ownSession.read() !== null) ownSession.write(null);
  });
}

/**
 * The current impersonation, or `null` (also while signed out or loading).
 * Keeps the kept session tidy while mounted ({@link connectOwnSession}).
 */
export function useImpersonation(): Impersonation | null {
  const client = useApiClient();
  const isSignedIn = useCredentials() !== null;
  useEffect(() => connectOwnSession(client.credentials, createOwnSessionStore()), [client]);
  return useQuery({ ...getImpersonationQueryOptions(client), enabled: isSignedIn }).data ?? null;
}

/** Signs in as another user on this site ({@link startImpersonation}); the caller reloads the app after it. */
export function useStartImpersonation() {
  const client = useApiClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (userId: string) => startImpersonation(client, userId, createOwnSessionStore()),
  });
}

/** Opens a session as another user to hand over to another site ({@link openImpersonatedSession}). */
export function useOpenImpersonatedSession() {
  const client = useApiClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (userId: string) => openImpersonatedSession(client, userId),
  });
}
