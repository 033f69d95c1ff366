import { safeRedirectPath } from './safe-redirect-path';

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/organizations?page=2')).toBe('/organizations?page=2');
  });

  it.each([
    undefined,
    '',
    'dashboard',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    '/auth/login-1',
  ])('falls back to the dashboard for %p', (value) => {
    expect(safeRedirectPath(value)).toBe('/dashboard');
  });
});
