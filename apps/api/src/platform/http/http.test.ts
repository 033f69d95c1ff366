import { createTestApp, type TestApp } from '../../testing/test-app';
import { ConfigError, loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP basics', () => {
  it('reports health and readiness', async () => {
    expect((await t.request({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.request({ url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
  });

  it('serves the OpenAPI document and the browsable docs', async () => {
    const spec = await t.request({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/auth/sign_in', '/api/v1/volunteer_centers/current', '/api/v1/confirm']));
    const ui = await t.request({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with a JSON:API 404 naming the path', async () => {
    const response = await t.request({ url: '/api/v1/bestaat-niet', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', detail: 'This URL does not exist: GET /api/v1/bestaat-niet' });
    expect(response.json().meta.request_id).toBeDefined();
  });

  it('tolerates a trailing slash (GET /api/v1/users/ in spec §7)', async () => {
    expect((await t.request({ url: '/api/v1/volunteer_centers/' })).statusCode).toBe(200);
  });

  it('negotiates the JSON:API media type', async () => {
    const withParameter = await t.request({ url: '/api/v1/volunteer_centers', headers: { accept: 'application/vnd.api+json; charset=utf-8' } });
    expect(withParameter.statusCode).toBe(406);
    const extAllowed = await t.request({ url: '/api/v1/volunteer_centers', headers: { accept: 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"' } });
    expect(extAllowed.statusCode).toBe(200);
    const badContentType = await t.request({
      method: 'POST',
      url: '/api/v1/confirm',
      headers: { 'content-type': 'application/vnd.api+json; version=2' },
      payload: '{}',
    });
    expect(badContentType.statusCode).toBe(415);
    const form = await t.request({ method: 'POST', url: '/api/v1/confirm', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' });
    expect(form.statusCode).toBe(415);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: 'a@b.nl', password: 'x'.repeat(300_000) } });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir });
    expect(config).toMatchObject({ port: 3000, defaultTenant: 'public', seedDemoData: true, serveApps: true });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DEFAULT_TENANT: 'amsterdam', DATABASE_URL: 'mysql://x', DATA_DIR: t.config.dataDir })).toThrow(ConfigError);
    const bad = () => loadConfig({ PORT: '70000', SMTP_URL: 'http://mail', DATA_DIR: t.config.dataDir });
    expect(bad).toThrow(/PORT="70000"/);
    expect(bad).toThrow(/SMTP_URL="http:\/\/mail"/);
  });

  it('takes the sign-in and "mails others" limits from the environment and refuses a bad one', () => {
    const config = loadConfig({ DATA_DIR: t.config.dataDir, MAIL_LIMIT_PER_IP: '500', AUTH_LIMIT_PER_MINUTE: '60' });
    expect(config.rateLimits.mailsOthersPerIp).toEqual({ max: 500, windowMs: 600_000 });
    expect(config.rateLimits.authPerMinute).toBe(60);
    expect(config.rateLimits.mailsOthersPerUser.max).toBe(20);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, MAIL_LIMIT_PER_USER: '0' })).toThrow(/MAIL_LIMIT_PER_USER="0"/);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, MAIL_LIMIT_PER_ADDRESS: 'many' })).toThrow(/MAIL_LIMIT_PER_ADDRESS="many"/);
  });

  it('demands a secret key in production and seeds no demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: t.config.dataDir })).toThrow(/SECRET_KEY/);
    const production = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(40),
      DATA_DIR: t.config.dataDir,
      PUBLIC_ORIGIN: 'https://www.example.nl',
      PORTAL_ORIGIN: 'https://beheer.example.nl',
    });
    expect(production).toMatchObject({ seedDemoData: false, serveApps: false });
  });
});
