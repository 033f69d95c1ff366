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

  it('keeps a second session under prefixed names, apart from the first', () => {
    const current = createCookieCredentialStore({ isSecure: false });
    const kept = createCookieCredentialStore({ isSecure: false, namePrefix: 'own-' });
    current.write({ accessToken: 'user', client: 'c1', uid: 'eva@example.org', tokenType: 'Bearer', expiry: null });
    kept.write({ accessToken: 'admin', client: 'c2', uid: 'anouk@example.org', tokenType: 'Bearer', expiry: null });
    expect(document.cookie).toContain('own-access-token=admin');
    expect(current.read()?.accessToken).toBe('user');
    expect(kept.read()?.accessToken).toBe('admin');

    kept.write(null);
    expect(kept.read()).toBeNull();
    expect(current.read()?.uid).toBe('eva@example.org');
  });
});
