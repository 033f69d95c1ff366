import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a session token lives without use; every rotation extends it. */
export const TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;
/** Requests within this window after a rotation share one token (parallel requests from one page). */
export const BATCH_WINDOW_MS = 5_000;
/** Devices a user may be signed in on at once; the least recently used is signed out first. */
export const MAX_CLIENTS_PER_USER = 10;
export const CONFIRMATION_TOKEN_LIFESPAN_MS = 3 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_LIFESPAN_MS = 2 * 60 * 60 * 1000;
export const INVITATION_TOKEN_LIFESPAN_MS = 14 * 24 * 60 * 60 * 1000;

/** A random, URL-safe secret. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as keyed digests: a leaked table yields no usable token. */
export function tokenDigest(secretKey: string, token: string): string {
  return createHmac('sha256', secretKey).update(token).digest('hex');
}

export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export type AuthHeaders = {
  'access-token': string;
  'token-type': 'Bearer';
  client: string;
  expiry: string;
  uid: string;
  authorization: string;
};

/** The devise_token_auth response headers for a fresh token. */
export function authHeaders(token: string, client: string, uid: string, expiresAt: Date): AuthHeaders {
  const expiry = String(Math.floor(expiresAt.getTime() / 1000));
  const bearer = Buffer.from(
    JSON.stringify({ 'access-token': token, 'token-type': 'Bearer', client, expiry, uid }),
  ).toString('base64');
  return { 'access-token': token, 'token-type': 'Bearer', client, expiry, uid, authorization: `Bearer ${bearer}` };
}

/**
 * Headers for a request inside the batch window: devise_token_auth sends a
 * blank token and expiry, meaning "keep the one you have".
 */
export function batchHeaders(client: string, uid: string): Omit<AuthHeaders, 'authorization'> {
  return { 'access-token': ' ', 'token-type': 'Bearer', client, expiry: ' ', uid };
}

/** Reads the credentials of a request from the separate headers or a devise `Authorization: Bearer` header. */
export function credentialsFrom(headers: Record<string, string | string[] | undefined>):
  | { token: string; client: string; uid: string }
  | undefined {
  const one = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim();
  };
  let token = one('access-token');
  let client = one('client');
  let uid = one('uid');
  const authorization = one('authorization');
  if ((!token || !client || !uid) && authorization?.startsWith('Bearer ')) {
    try {
      const decoded = JSON.parse(Buffer.from(authorization.slice(7), 'base64').toString('utf8')) as Record<string, unknown>;
      token = typeof decoded['access-token'] === 'string' ? decoded['access-token'] : token;
      client = typeof decoded.client === 'string' ? decoded.client : client;
      uid = typeof decoded.uid === 'string' ? decoded.uid : uid;
    } catch {
      return undefined;
    }
  }
  if (!token || !client || !uid || token.length > 200 || client.length > 200 || uid.length > 320) return undefined;
  return { token, client, uid };
}
