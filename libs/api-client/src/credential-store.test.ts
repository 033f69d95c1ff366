/**
 * @jest-environment jsdom
 */
import { createCookieCredentialStore } from './credential-store';

describe('createCookieCredentialStore', () => {
  it('returns the same snapshot while the cookies are unchanged (useSyncExternalStore)', () => {
    const store = createCookieCredentialStore({ isSecure: false });
    store.write({ accessToken: 'token', client: 'client', uid: 'a@example.org', tokenType: 'Bearer', expiry: null });
    const first = store.read();
    expect(first).toEqual(expect.objectContaining({ accessToken: 'token', uid: 'a@example.org' }));
    expect(store.read()).toBe(first);

    store.write({ accessToken: 'next', client: 'client', uid: 'a@example.org', tokenType: 'Bearer', expiry: null });
    expect(store.read()).not.toBe(first);
    expect(store.read()?.accessToken).toBe('next');

    store.write(null);
    expect(store.read()).toBeNull();
  });
});
