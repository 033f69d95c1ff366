/** A devise_token_auth session: sent as the headers of the same names. */
export type Credentials = {
  accessToken: string;
  client: string;
  uid: string;
  tokenType: string;
  /** Unix seconds at which the access token expires; orders tokens by age. */
  expiry: number | null;
};

/** Header names of the token-auth protocol. */
export const AUTH_HEADERS = {
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
  tokenType: 'token-type',
  expiry: 'expiry',
} as const;

/** Signed in means all three of access-token, client and uid are present (spec §4). */
export function isCompleteCredentials(
  credentials: Partial<Credentials> | null | undefined,
): credentials is Credentials {
  return Boolean(credentials?.accessToken && credentials.client && credentials.uid);
}

function parseExpiry(value: string | null | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds : null;
}

/** The auth headers to send for a session. */
export function credentialsToHeaders(credentials: Credentials): Record<string, string> {
  return {
    [AUTH_HEADERS.accessToken]: credentials.accessToken,
    [AUTH_HEADERS.client]: credentials.client,
    [AUTH_HEADERS.uid]: credentials.uid,
    [AUTH_HEADERS.tokenType]: credentials.tokenType,
  };
}

/**
 * Works out the session after a response, given the session in use when the
 * response arrived and the one the request was sent with (`null` for requests
 * sent signed out, such as sign-in):
 * - no auth headers: the session is unchanged;
 * - the session was ended or replaced while the request was in flight: a late
 *   response must not bring the old session back;
 * - access-token `' '` (blank): within devise_token_auth's batch window the
 *   server keeps the current token, so ours stays valid and must be kept;
 * - a token for the same client with an earlier `expiry` than ours: it came
 *   from a request that started before a later rotation, so it is already
 *   stale; keeping it would sign the user out on the next call;
 * - otherwise the response's headers replace the session.
 */
export function rotateCredentials(
  current: Credentials | null,
  headers: Headers,
  sentWith: Credentials | null,
): Credentials | null {
  const accessToken = headers.get(AUTH_HEADERS.accessToken);
  if (accessToken === null || accessToken.trim() === '') return current;
  if (sentWith !== null && (current === null || current.client !== sentWith.client)) return current;

  const next: Credentials = {
    accessToken,
    client: headers.get(AUTH_HEADERS.client) || current?.client || '',
    uid: headers.get(AUTH_HEADERS.uid) || current?.uid || '',
    tokenType: headers.get(AUTH_HEADERS.tokenType) || current?.tokenType || 'Bearer',
    expiry: parseExpiry(headers.get(AUTH_HEADERS.expiry)),
  };
  if (!isCompleteCredentials(next)) return current;

  const isSameSession =
    current !== null && current.client === next.client && current.uid === next.uid;
  if (
    isSameSession &&
    current.expiry !== null &&
    next.expiry !== null &&
    next.expiry < current.expiry
  ) {
    return current;
  }
  return next;
}
