/**
 * @jest-environment node
 */
// Node has fetch and Response, which the router's redirects and the client need; jsdom lacks them.
import { createApiClient, createMemoryCredentialStore } from '@platform/api-client';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { requireSignedIn, safeRedirectPath } from './require-signed-in';

const location = { href: '/organizations?page=2' } as ParsedLocation;

function guard(isSignedIn: boolean, leaf: { staticData?: { isPublic?: boolean } }) {
  const apiClient = createApiClient({
    credentials: createMemoryCredentialStore(
      isSignedIn
        ? { accessToken: 't', client: 'c', uid: 'u@x.example', tokenType: 'Bearer', expiry: null }
        : null,
    ),
  });
  return () => requireSignedIn({ context: { apiClient }, location, matches: [{}, leaf] });
}

describe('requireSignedIn', () => {
  it('redirects a visitor without a session to the sign-in page, remembering the target', () => {
    let thrown: unknown;
    try {
      guard(false, {})();
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/auth/login-1',
      search: { redirect: '/organizations?page=2' },
    });
  });

  it('lets visitors into routes marked public, and signed-in users anywhere', () => {
    expect(guard(false, { staticData: { isPublic: true } })).not.toThrow();
    expect(guard(true, {})).not.toThrow();
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site and refuses others', () => {
    expect(safeRedirectPath('/organizations?page=2')).toBe('/organizations?page=2');
    for (const value of [
      undefined,
      'x',
      '//evil.example',
      '/\\evil.example',
      'https://e.x',
      '/auth/login-1',
    ])
      expect(safeRedirectPath(value, '/dashboard')).toBe('/dashboard');
  });
});
