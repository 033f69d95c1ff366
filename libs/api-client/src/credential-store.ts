import { readCookies } from './cookies';
import { AUTH_HEADERS, isCompleteCredentials, type Credentials } from './credentials';

/**
 * Where the session lives between requests. Reads and writes are synchronous,
 * so a rotation is applied before the next request reads the token.
 */
export type CredentialStore = {
  read(): Credentials | null;
  /** Replaces the session; `null` signs out. */
  write(credentials: Credentials | null): void;
  /** Calls `listener` after every write; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

/** A session kept in memory only: for tests, scripts and server-side use. */
export function createMemoryCredentialStore(initial: Credentials | null = null): CredentialStore {
  let credentials = initial;
  const listeners = createListeners();
  return {
    read: () => credentials,
    write(next) {
      credentials = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}

/** Options of {@link createCookieCredentialStore}. */
export type CookieCredentialStoreOptions = {
  /** Adds `Secure`; defaults to whether the page itself is served over https. */
  isSecure?: boolean;
  /**
   * Put before every cookie name, so a second session can be kept beside the
   * current one (an admin's own while signed in as another user); none by default.
   */
  namePrefix?: string;
};

/**
 * Keeps the session in cookies (spec §3: credentials live in secure cookies),
 * so it survives reloads and is shared by tabs on the same host. Cookies are
 * `SameSite=Lax`, `Secure` on https, and expire with the token.
 */
export function createCookieCredentialStore(
  options: CookieCredentialStoreOptions = {},
): CredentialStore {
  const listeners = createListeners();
  const isSecure = options.isSecure ?? window.location.protocol === 'https:';
  const prefix = options.namePrefix ?? '';
  const cookieNames = Object.fromEntries(
    Object.entries(AUTH_HEADERS).map(([key, name]) => [key, `${prefix}${name}`]),
  ) as Record<keyof Credentials, string>;

  function writeCookie(name: string, value: string, maxAgeSeconds: number | null) {
    const attributes = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
    if (maxAgeSeconds !== null) attributes.push(`Max-Age=${maxAgeSeconds}`);
    if (isSecure) attributes.push('Secure');
    document.cookie = attributes.join('; ');
  }

  // `read` is a useSyncExternalStore snapshot: while the cookies are unchanged
  // it must return the same object, or React re-renders forever.
  let lastCookieHeader: string | null = null;
  let lastCredentials: Credentials | null = null;

  return {
    read() {
      const cookieHeader = document.cookie;
      if (cookieHeader === lastCookieHeader) return lastCredentials;
      const cookies = readCookies();
      const expiry = Number(cookies.get(cookieNames.expiry));
      const credentials = {
        accessToken: cookies.get(cookieNames.accessToken) ?? '',
        client: cookies.get(cookieNames.client) ?? '',
        uid: cookies.get(cookieNames.uid) ?? '',
        tokenType: cookies.get(cookieNames.tokenType) || 'Bearer',
        expiry: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
      };
      lastCookieHeader = cookieHeader;
      lastCredentials = isCompleteCredentials(credentials) ? credentials : null;
      return lastCredentials;
    },
    write(credentials) {
      if (credentials === null) {
        for (const name of Object.values(cookieNames)) writeCookie(name, '', 0);
      } else {
        // A cookie outliving its token would only send a dead token; without an
        // expiry the cookies last for the browser session.
        const maxAge =
          credentials.expiry === null
            ? null
            : Math.max(0, Math.floor(credentials.expiry - Date.now() / 1000));
        writeCookie(cookieNames.accessToken, credentials.accessToken, maxAge);
        writeCookie(cookieNames.client, credentials.client, maxAge);
        writeCookie(cookieNames.uid, credentials.uid, maxAge);
        writeCookie(cookieNames.tokenType, credentials.tokenType, maxAge);
        writeCookie(
          cookieNames.expiry,
          credentials.expiry === null ? '' : String(credentials.expiry),
          maxAge,
        );
      }
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}
