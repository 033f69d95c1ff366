import type { Credentials, TestApp } from './test-app';

/**
 * The test app with a real client's habit: when an answer rotates a session's
 * access token (devise_token_auth), the credentials it was sent with carry the
 * new one from then on. Without it a test that keeps credentials in a variable
 * fails once the 5-second batch window has passed, as on a busy machine.
 * Tracked per credentials object, so a test that builds its own (a stale token
 * on purpose) is left alone.
 */
export function withRotatingSessions(testApp: TestApp): TestApp {
  const latest = new WeakMap<Credentials, string>();
  return {
    ...testApp,
    async request(options) {
      const { credentials } = options;
      const token = credentials && latest.get(credentials);
      const response = await testApp.request({ ...options, credentials: token ? { ...credentials, 'access-token': token } : credentials });
      const rotated = String(response.headers['access-token'] ?? '').trim();
      if (credentials && rotated && response.headers.client === credentials.client) latest.set(credentials, rotated);
      return response;
    },
  };
}
