import { loadConfig } from '../../config';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

// The developer test pages' server error (GET /api/v1/test_pages/server_error):
// a 500 problem document on purpose, for admins only, and no route at all when
// the test pages are switched off (production by default).

const URL = '/api/v1/test_pages/server_error';
let t: TestApp;
const sessions: Record<string, Credentials> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['admin@public.example', 'centrum@public.example', 'organisatie@public.example', 'redacteur@public.example', 'vrijwilliger@public.example']) {
    sessions[email] = await t.signIn(email);
  }
});
afterAll(() => t.close());

describe('GET /api/v1/test_pages/server_error', () => {
  it('answers an admin the 500 problem document every failure answers, marked deliberate, in their language', async () => {
    const response = await t.request({ url: URL, credentials: sessions['admin@public.example'], headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('application/vnd.api+json; charset=utf-8');
    expect(response.json()).toEqual({
      errors: [
        {
          status: '500',
          code: 'INTERNAL_ERROR',
          title: 'Something went wrong',
          detail: 'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
          meta: { reason: 'deliberate_server_error' },
        },
      ],
      meta: { request_id: expect.any(String) },
    });
    const dutch = await t.request({ url: URL, credentials: sessions['admin@public.example'] });
    expect(dutch.json().errors[0].title).toBe('Er is iets misgegaan');
  });

  it('hands the admin their rotated token with the failure, so the session lives on', async () => {
    const session = await t.signIn('admin@public.example');
    const failed = await t.request({ url: URL, credentials: session });
    expect(failed.statusCode).toBe(500);
    const again = await t.request({ url: '/api/v1/current_user', credentials: t.latest(session) });
    expect(again.statusCode).toBe(200);
  });

  it.each([
    ['centrum@public.example'],
    ['organisatie@public.example'],
    ['redacteur@public.example'],
    ['vrijwilliger@public.example'],
  ])('refuses %s with 403 FORBIDDEN', async (email) => {
    const response = await t.request({ url: URL, credentials: sessions[email] });
    expect([response.statusCode, response.json().errors[0].code]).toEqual([403, 'FORBIDDEN']);
  });

  it('asks a guest to sign in (401), and an admin on another tenant is nobody there (401)', async () => {
    const guest = await t.request({ url: URL });
    expect([guest.statusCode, guest.json().errors[0].code]).toEqual([401, 'UNAUTHENTICATED']);
    const elsewhere = await t.request({ url: URL, credentials: sessions['admin@public.example'], headers: { 'x-tenant': 'roermond' } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses a query it does not read (400), never a 500 for a bad request', async () => {
    const response = await t.request({ url: `${URL}?page[size]=x`, credentials: sessions['admin@public.example'] });
    expect(response.statusCode).toBe(400);
  });
});

describe('switched off', () => {
  it('is off in production unless TEST_PAGES turns it on, and on elsewhere unless turned off', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: t.config.dataDir,
      SECRET_KEY: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://www.example.nl',
      PORTAL_ORIGIN: 'https://beheer.example.nl',
    };
    expect(loadConfig(production).testPages).toBe(false);
    expect(loadConfig({ ...production, TEST_PAGES: 'true' }).testPages).toBe(true);
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).testPages).toBe(true);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, TEST_PAGES: 'false' }).testPages).toBe(false);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, TEST_PAGES: 'maybe' })).toThrow(/TEST_PAGES/);
  });

  it('has no route (404 as for any unknown URL, even to an admin) and tells the apps the pages are off', async () => {
    const off = await createTestApp({ testPages: false });
    try {
      const admin = await off.signIn('admin@public.example');
      const response = await off.request({ url: URL, credentials: admin });
      expect([response.statusCode, response.json().errors[0].code]).toEqual([404, 'NOT_FOUND']);
      const current = await off.request({ url: '/api/v1/volunteer_centers/current' });
      expect(current.json().meta.test_pages).toBe(false);
      const docs = await off.request({ url: '/api/docs/json' });
      expect(Object.keys(docs.json().paths)).not.toContain(URL);
    } finally {
      await off.close();
    }
    const on = await t.request({ url: '/api/v1/volunteer_centers/current' });
    expect(on.json().meta.test_pages).toBe(true);
  });
});
