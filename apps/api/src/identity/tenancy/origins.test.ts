import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { hosts, vacancies, volunteerCenters } from '../../schema';
import { createTestApp, type TestApp, type TestRequest } from '../../testing/test-app';

// Links are built from the centre's configured origin, never from the Host a
// client sends: these requests come in on forged and unknown hosts.

let appsDir: string;
let t: TestApp;
let proxied: TestApp;
let configured: TestApp;

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(tmpdir(), 'origins-'));
  for (const app of ['public-site', 'portal']) {
    await mkdir(path.join(appsDir, app), { recursive: true });
    await writeFile(path.join(appsDir, app, 'index.html'), '<!doctype html><html lang="nl"><head></head><body></body></html>');
  }
  t = await createTestApp({ serveApps: true, appsDir });
  proxied = await createTestApp({ trustProxy: true });
  configured = await createTestApp({
    serveApps: true,
    appsDir,
    publicOrigin: 'https://www.vrijwilligers.example',
    portalOrigin: 'https://beheer.vrijwilligers.example',
  });
  // Three freshly seeded databases: more than the default minute on a busy machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([t, proxied, configured].map((app) => app?.close()));
  await rm(appsDir, { recursive: true, force: true });
});

/** Every absolute URL in a text. */
const urlsIn = (text: string) => text.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? [];

async function resetMailLinks(app: TestApp, email: string, request: Omit<TestRequest, 'url'>): Promise<string[]> {
  const response = await app.request({ ...request, method: 'POST', url: '/auth/password', body: { email } });
  expect(response.statusCode).toBe(200);
  const mail = (await app.mails()).filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`No mail to ${email}`);
  return urlsIn(mail.text);
}

async function publishedZwolleVacancy(app: TestApp): Promise<string> {
  const [zwolle] = await app.database.db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'zwolle'));
  const [vacancy] = await app.database.db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.volunteerCenterId, zwolle!.id), eq(vacancies.status, 'published')))
    .limit(1);
  return vacancy!.id;
}

describe('links in mails', () => {
  it('a reset mail asked for on a known host with a forged port links to the centre’s origin, not that port', async () => {
    const links = await resetMailLinks(t, 'vrijwilliger@demo.example', { host: 'demo.localhost:31337' });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/demo\.localhost:3000\/auth\/reset\?reset_password_token=/);
  });

  it('a reset mail asked for on an unknown host links to the default centre’s origin, never that host', async () => {
    const links = await resetMailLinks(t, 'vrijwilliger@public.example', { host: 'evil.example' });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/reset\?reset_password_token=/);
  });

  it('a confirmation mail asked for on a forged host links to the configured origin', async () => {
    const signUp = await t.request({
      method: 'POST',
      url: '/auth',
      host: 'evil.example:8443',
      body: { email: 'nieuw.origin@example.nl', password: 'een-lang-wachtwoord', password_confirmation: 'een-lang-wachtwoord', first_name: 'Nina' },
    });
    expect(signUp.statusCode).toBe(200);
    const mail = (await t.mails()).filter((m) => m.to.includes('nieuw.origin@example.nl')).at(-1);
    expect(urlsIn(mail!.text)).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/confirm\?confirmation_token=/)]);
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY', async () => {
    const links = await resetMailLinks(t, 'redacteur@public.example', {
      host: 'localhost',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/auth\/reset\?/)]);
  });

  it('with TRUST_PROXY, a forwarded host picks the tenant but never goes into a link', async () => {
    const unknown = await resetMailLinks(proxied, 'vrijwilliger@public.example', {
      host: 'localhost',
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(unknown).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/auth\/reset\?/)]);
    const forgedPort = await resetMailLinks(proxied, 'vrijwilliger@demo.example', {
      host: 'localhost',
      headers: { 'x-forwarded-host': 'demo.localhost:31337' },
    });
    expect(forgedPort).toEqual([expect.stringMatching(/^http:\/\/demo\.localhost:3000\/auth\/reset\?/)]);
  });

  it('a host alias links to its centre’s canonical origin', async () => {
    const links = await resetMailLinks(t, 'organisatie@public.example', { host: 'zwolle.localhost' });
    expect(links).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/auth\/reset\?/)]);
  });

  it('uses the origin configured on a centre’s host row, and the database refuses one that is not http(s)', async () => {
    await expect(
      t.database.db.update(hosts).set({ origin: 'javascript:alert(1)' }).where(eq(hosts.hostname, 'apeldoorn.localhost')),
    ).rejects.toThrow();
    await t.database.db.update(hosts).set({ origin: 'https://apeldoorn.example' }).where(eq(hosts.hostname, 'apeldoorn.localhost'));
    t.app.tenancy.invalidate();
    const links = await resetMailLinks(t, 'centrum-apeldoorn@public.example', { host: 'evil.example' });
    expect(links).toEqual([expect.stringMatching(/^https:\/\/apeldoorn\.example\/auth\/reset\?/)]);
  });

  it('uses PUBLIC_ORIGIN and PORTAL_ORIGIN for the default centre when they are set', async () => {
    const links = await resetMailLinks(configured, 'vrijwilliger@public.example', { host: 'evil.example' });
    expect(links).toEqual([expect.stringMatching(/^https:\/\/www\.vrijwilligers\.example\/auth\/reset\?/)]);
    const tenant = (await configured.request({ url: '/api/v1/volunteer_centers/current', host: 'evil.example' })).json();
    expect(await configured.app.tenancy.originFor('public', tenant.data.id, 'portal')).toBe('https://beheer.vrijwilligers.example');
    // Other centres keep their own origin.
    const demo = await resetMailLinks(configured, 'vrijwilliger@demo.example', { host: 'demo.localhost' });
    expect(demo).toEqual([expect.stringMatching(/^http:\/\/demo\.localhost:3000\/auth\/reset\?/)]);
  });
});

describe('links in pages', () => {
  it.each(['evil.example', 'localhost:31337'])('sitemap.xml and robots.txt on host %s name only the configured origin', async (host) => {
    const sitemap = await t.request({ url: '/sitemap.xml', host });
    expect(sitemap.statusCode).toBe(200);
    const locs = urlsIn(sitemap.body).filter((url) => !url.startsWith('http://www.sitemaps.org/'));
    expect(locs.length).toBeGreaterThan(4);
    expect(locs.filter((url) => !url.startsWith('http://localhost:3000/'))).toEqual([]);
    const robots = await t.request({ url: '/robots.txt', host });
    expect(robots.body).toContain('\nSitemap: http://localhost:3000/sitemap.xml\n');
    expect(robots.body).not.toMatch(/evil|31337/);
  });

  it.each(['evil.example', 'localhost:31337'])('a vacancy page on host %s has canonical, og:url and JSON-LD url on the configured origin', async (host) => {
    const id = await publishedZwolleVacancy(t);
    const page = await t.request({ url: `/vacancies/${id}`, host });
    expect(page.statusCode).toBe(200);
    const expected = `http://localhost:3000/vacancies/${id}`;
    expect(page.body).toContain(`rel="canonical" href="${expected}"`);
    expect(page.body).toContain(`property="og:url" content="${expected}"`);
    expect(page.body).toContain(`"url":"${expected}"`);
    expect(page.body).not.toMatch(/evil|31337/);
  });

  it('uses PUBLIC_ORIGIN in sitemap.xml, robots.txt and the vacancy page head', async () => {
    const sitemap = await configured.request({ url: '/sitemap.xml', host: 'evil.example' });
    const locs = urlsIn(sitemap.body).filter((url) => !url.startsWith('http://www.sitemaps.org/'));
    expect(locs.filter((url) => !url.startsWith('https://www.vrijwilligers.example/'))).toEqual([]);
    const robots = await configured.request({ url: '/robots.txt', host: 'localhost' });
    expect(robots.body).toContain('\nSitemap: https://www.vrijwilligers.example/sitemap.xml\n');
    const id = await publishedZwolleVacancy(configured);
    const page = await configured.request({ url: `/vacancies/${id}`, host: 'evil.example' });
    expect(page.body).toContain(`rel="canonical" href="https://www.vrijwilligers.example/vacancies/${id}"`);
  });
});

describe('origin settings', () => {
  const base = { SECRET_KEY: 'x'.repeat(40), DATA_DIR: tmpdir() };

  it.each(['javascript:alert(1)', 'ftp://www.example.nl', 'https://www.example.nl/pad', 'https://gebruiker:geheim@www.example.nl', 'www.example.nl'])(
    'refuses %s with a message naming the variable',
    (value) => {
      const load = () => loadConfig({ ...base, PUBLIC_ORIGIN: value, PORTAL_ORIGIN: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`PUBLIC_ORIGIN=${JSON.stringify(value)}`);
      expect(load).toThrow(`PORTAL_ORIGIN=${JSON.stringify(value)}`);
    },
  );

  it('keeps a valid origin as scheme, host and port', () => {
    const config = loadConfig({ ...base, PUBLIC_ORIGIN: 'https://WWW.Example.nl/', PORTAL_ORIGIN: 'http://portal.example.nl:8080' });
    expect(config).toMatchObject({ publicOrigin: 'https://www.example.nl', portalOrigin: 'http://portal.example.nl:8080' });
  });

  it('demands both origins in production', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN and PORTAL_ORIGIN are required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'https://www.example.nl' })).toThrow(/PORTAL_ORIGIN/);
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://www.example.nl', PORTAL_ORIGIN: 'https://beheer.example.nl' })).toMatchObject({
      publicOrigin: 'https://www.example.nl',
    });
  });
});

describe('the hosts table', () => {
  it('cannot be written by the app role', async () => {
    const [demo] = await t.database.db.select().from(volunteerCenters).where(eq(volunteerCenters.slug, 'demo'));
    await expect(
      t.database.withTenant('demo', (tx) => tx.insert(hosts).values({ hostname: 'evil.example', tenantId: 'demo', volunteerCenterId: demo!.id, app: 'public_site' })),
    ).rejects.toThrow();
    await expect(t.database.withTenant('demo', (tx) => tx.execute(sql`update hosts set origin = 'https://evil.example' where tenant_id = 'demo'`))).rejects.toThrow();
    await expect(t.database.withTenant('demo', (tx) => tx.execute(sql`delete from hosts where tenant_id = 'demo'`))).rejects.toThrow();
    const rows = await t.database.db.select({ hostname: hosts.hostname }).from(hosts).where(eq(hosts.tenantId, 'demo'));
    expect(rows.map((h) => h.hostname).sort()).toEqual(['demo.localhost', 'portal.demo.localhost']);
  });

  it('shows the app role only its own tenant’s hosts, while the lookup before the tenant sees all', async () => {
    const seen = await t.database.withTenant('demo', (tx) => tx.selectDistinct({ tenantId: hosts.tenantId }).from(hosts));
    expect(seen).toEqual([{ tenantId: 'demo' }]);
    const all = await t.database.db.selectDistinct({ tenantId: hosts.tenantId }).from(hosts);
    expect(all.length).toBe(5);
  });
});
