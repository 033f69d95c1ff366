import { cspOf } from '../../testing/csp';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type TestApp, type TestResponse } from '../../testing/test-app';

const APP_ORIGIN = 'https://portal.example';

let t: TestApp;
/** Behind a proxy (TRUST_PROXY) and with the apps on another origin (CORS_ORIGINS). */
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ trustProxy: true, corsOrigins: [APP_ORIGIN] });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

function expectLockedDown(response: TestResponse) {
  expect(cspOf(response)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on API answers', () => {
  it('a JSON answer cannot load, run or be framed, and is not sniffed', async () => {
    const response = await t.request({ url: '/api/v1/volunteer_centers' });
    expect(response.statusCode).toBe(200);
    expectLockedDown(response);
  });

  it('error answers carry them too: no session, unknown route, unknown file', async () => {
    const noSession = await t.request({ url: '/api/v1/current_user' });
    expect(noSession.statusCode).toBe(401);
    expectLockedDown(noSession);
    const unknownRoute = await t.request({ url: '/api/v1/nothing-here' });
    expect(unknownRoute.statusCode).toBe(404);
    expectLockedDown(unknownRoute);
    const unknownFile = await t.request({ url: '/uploads/public/00000000-0000-4000-8000-000000000000.webp' });
    expect(unknownFile.statusCode).toBe(404);
    expectLockedDown(unknownFile);
  });

  it('an uploaded file is sandboxed, cannot load anything and may be shown by other sites', async () => {
    const centrum = await t.signIn('centrum@public.example');
    const upload = (await postUpload(t, { credentials: centrum, purpose: 'logo', data: await solidPng(64, 64) })).json().data;
    const response = await t.request({ url: upload.attributes.url });
    expect(response.statusCode).toBe(200);
    expectLockedDown(response);
    expect(cspOf(response)).toHaveProperty('sandbox', []);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the API docs (Swagger UI) keep their own policy, which runs their scripts but refuses framing', async () => {
    const response = await t.request({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = cspOf(response);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'"]));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    // Its page loads only its own scripts, so that policy lets it run.
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const response = await proxied.request({ url: '/api/v1/volunteer_centers', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP', async () => {
    const response = await proxied.request({ url: '/api/v1/volunteer_centers' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when the claim of HTTPS comes from an untrusted client (TRUST_PROXY off)', async () => {
    const response = await t.request({ url: '/api/v1/volunteer_centers', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS (CORS_ORIGINS set)', () => {
  const preflight = (app: TestApp, method: string, origin = APP_ORIGIN) =>
    app.request({
      method: 'OPTIONS',
      url: '/api/v1/current_user',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,access-token' },
    });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('a preflight for %s from an app origin is allowed', async (method) => {
    const response = await preflight(proxied, method);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(String(response.headers['access-control-allow-methods']).split(/\s*,\s*/)).toContain(method);
  });

  it('a preflight from another origin gets no permission', async () => {
    const response = await preflight(proxied, 'PATCH', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
