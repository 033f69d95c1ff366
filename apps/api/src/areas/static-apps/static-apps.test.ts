import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { organizations, vacancies, volunteerCenterProfiles } from '../../schema';
import { cspOf } from '../../testing/csp';
import { addCenter, centerIdOf, organizationRow } from '../../testing/fixtures';
import { createTestApp, type TestApp, type TestResponse } from '../../testing/test-app';

/** Chunks index.html preloads, as Vite names them; they make the page over 1 kB, as a real build's is. */
const PRELOADED_CHUNKS = ['dist-DCbztQn7', 'api-client-provider-Dp_Mku0O', 'volunteer-centers-DVoGwMLF', 'enums-DpXK_D25', 'useRouter-DvWKW30w', 'link-DwekJT2e', 'useSelector-8czxKzdl', 'useNavigate-DZzQhGIP', 'preload-helper-C0723S0l', 'search-params-8GsVpfI3', 'vacancy-BDT4-xyu', 'vacancy-search-DyOWJzNi'];

// A small build of both apps, as `vite build` would leave it.
const INDEX_HTML = (app: string) => `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="UTF-8" />
    <script type="module" src="/assets/${app}.js"></script>
${PRELOADED_CHUNKS.map((chunk) => `    <link rel="modulepreload" crossorigin href="/assets/${chunk}.js">\n`).join('')}    <link rel="stylesheet" crossorigin href="/assets/index-Diiv_QGz.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A hashed entry script big enough to be worth compressing, with the .br and .gz copies the build writes beside it. */
const ENTRY_SCRIPT = { name: 'index-B692TCFl.js', content: Buffer.from('export const greeting = (name) => `Hallo ${name}`;\n'.repeat(200)) };

let t: TestApp;
let appsDir: string;
let zwolleVacancyId: string;

beforeAll(async () => {
  appsDir = await mkdtemp(path.join(tmpdir(), 'static-apps-'));
  for (const app of ['public-site', 'portal']) {
    await mkdir(path.join(appsDir, app, 'assets'), { recursive: true });
    await writeFile(path.join(appsDir, app, 'index.html'), INDEX_HTML(app));
    await writeFile(path.join(appsDir, app, 'assets', `${app}.js`), 'console.log(1);');
  }
  const entry = path.join(appsDir, 'public-site', 'assets', ENTRY_SCRIPT.name);
  await writeFile(entry, ENTRY_SCRIPT.content);
  await writeFile(`${entry}.br`, brotliCompressSync(ENTRY_SCRIPT.content));
  await writeFile(`${entry}.gz`, gzipSync(ENTRY_SCRIPT.content, { level: 9 }));
  t = await createTestApp({ serveApps: true, appsDir });
  zwolleVacancyId = (await publishedVacancy('public', 'Voedselbank Zwolle')).id;
});
afterAll(async () => {
  await t.close();
  await rm(appsDir, { recursive: true, force: true });
});

async function vacanciesOf(tenantId: string, organizationName: string) {
  const organization = await organizationRow(t, tenantId, organizationName);
  return t.database.db
    .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(eq(vacancies.organizationId, organization.id));
}

async function publishedVacancy(tenantId: string, organizationName: string) {
  const found = (await vacanciesOf(tenantId, organizationName)).find((v) => v.status === 'published');
  if (!found) throw new Error(`No published vacancy of ${organizationName}`);
  return found;
}

/** The page without the per-response script nonces, to compare with the build. */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
/** The app shell as served: the build's index.html with the tenant's name as its title. */
const SHELL = (app: string, appName = 'Vrijwilligersplatform') =>
  INDEX_HTML(app).replace('</head>', `    <title>${appName}</title>\n  </head>`);

/** The JSON-LD of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script data-prerendered type="application\/ld\+json">([^<]*)<\/script>/.exec(withoutNonces(html));
  if (!match) throw new Error('No JSON-LD in the page');
  return JSON.parse(match[1] as string);
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('a vacancy page’s first HTML response', () => {
  it('carries the title, description, canonical link, Open Graph tags and a JobPosting', async () => {
    await t.database.db
      .update(vacancies)
      .set({ description: '<p>Op vrijdag haal je producten op.</p><ul><li>Rijbewijs B</li><li>Vrijdagochtend</li></ul>' })
      .where(eq(vacancies.id, zwolleVacancyId));
    const response = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const [row] = await t.database.db.select().from(vacancies).where(eq(vacancies.id, zwolleVacancyId));
    const url = `http://localhost:3000/vacancies/${zwolleVacancyId}`;
    expect(html).toContain(`<title data-prerendered>${row!.title} - Vrijwilligersplatform</title>`);
    // The description's text, blocks apart.
    expect(attribute(html, /<meta data-prerendered name="description" content="([^"]*)"/)).toBe(
      'Op vrijdag haal je producten op. Rijbewijs B Vrijdagochtend',
    );
    expect(html).toContain(`<link data-prerendered rel="canonical" href="${url}" />`);
    expect(attribute(html, /property="og:title" content="([^"]*)"/)).toBe(row!.title);
    expect(attribute(html, /property="og:type" content="([^"]*)"/)).toBe('website');
    expect(attribute(html, /property="og:url" content="([^"]*)"/)).toBe(url);
    expect(attribute(html, /property="og:site_name" content="([^"]*)"/)).toBe('Vrijwilligersplatform');
    expect(attribute(html, /property="og:locale" content="([^"]*)"/)).toBe('nl_NL');
    expect(html).toContain('<html lang="nl">');
    // The app's own markup is untouched.
    expect(withoutNonces(html)).toContain('<script type="module" src="/assets/public-site.js"></script>');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: row!.title,
      description: row!.description,
      employmentType: 'VOLUNTEER',
      datePosted: row!.publishedAt!.toISOString(),
      validThrough: row!.expiresAt!.toISOString(),
      url,
      hiringOrganization: { '@type': 'Organization', name: 'Voedselbank Zwolle' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: row!.place, addressCountry: 'NL' } },
    });
  });

  it('follows a locale prefix in the language, og:locale and canonical link', async () => {
    const response = await t.request({ url: `/en/vacancies/${zwolleVacancyId}?utm_source=x`, host: 'localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(attribute(response.body, /property="og:locale" content="([^"]*)"/)).toBe('en_GB');
    expect(response.body).toContain(`rel="canonical" href="http://localhost:3000/en/vacancies/${zwolleVacancyId}"`);
    const dutch = await t.request({ url: `/nl/vacancies/${zwolleVacancyId}`, host: 'localhost' });
    expect(dutch.statusCode).toBe(200);
    expect(dutch.body).toContain('<html lang="nl">');
  });

  it('cuts a long description to a search-result snippet at a word', async () => {
    const id = (await publishedVacancy('public', 'Taalhuis Zwolle')).id;
    await t.database.db.update(vacancies).set({ description: `<p>${'woord '.repeat(60)}</p>` }).where(eq(vacancies.id, id));
    const { body } = await t.request({ url: `/vacancies/${id}`, host: 'localhost' });
    const description = attribute(body, /<meta data-prerendered name="description" content="([^"]*)"/)!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^(woord )+woord…$/);
  });

  it('adds og:image when the vacancy has an image', async () => {
    await t.database.db.update(vacancies).set({ imageUrl: 'https://img.example/koffie.jpg?w=1200&h=630' }).where(eq(vacancies.id, zwolleVacancyId));
    const response = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'localhost' });
    expect(response.body).toContain('<meta data-prerendered property="og:image" content="https://img.example/koffie.jpg?w=1200&amp;h=630" />');
    expect(jsonLdOf(response.body)['image']).toBe('https://img.example/koffie.jpg?w=1200&h=630');
    await t.database.db.update(vacancies).set({ imageUrl: null }).where(eq(vacancies.id, zwolleVacancyId));
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)', '//evil.example/x.png'])(
    'never carries a stored non-http(s) URL (%s) as og:image or in the JSON-LD',
    async (unsafe) => {
      const [vacancy] = await t.database.db
        .update(vacancies)
        .set({ imageUrl: unsafe })
        .where(eq(vacancies.id, zwolleVacancyId))
        .returning({ organizationId: vacancies.organizationId });
      const [original] = await t.database.db.select({ website: organizations.website }).from(organizations).where(eq(organizations.id, vacancy!.organizationId));
      const [organization] = await t.database.db
        .update(organizations)
        .set({ website: unsafe })
        .where(eq(organizations.id, vacancy!.organizationId))
        .returning({ website: organizations.website });
      expect(organization!.website).toBe(unsafe);
      const { body } = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'localhost' });
      expect(body).not.toContain('og:image');
      const jsonLd = jsonLdOf(body);
      expect(jsonLd['image']).toBeUndefined();
      expect(jsonLd['hiringOrganization']).not.toHaveProperty('sameAs');
      expect(JSON.stringify(jsonLd)).not.toMatch(/javascript:|data:|vbscript:|evil\.example/);
      await t.database.db.update(vacancies).set({ imageUrl: null }).where(eq(vacancies.id, zwolleVacancyId));
      await t.database.db.update(organizations).set({ website: original!.website }).where(eq(organizations.id, vacancy!.organizationId));
    },
  );

  it('escapes whatever the vacancy says, in tags and in the JSON-LD', async () => {
    const id = (await publishedVacancy('public', 'Sportvereniging Vooruit Zwolle')).id;
    const title = `"><script>alert('t')</script> & </script><!--`;
    const description = '<p>Tom &amp; Jerry <b>"zoeken"</b> &lt;script&gt;alert(1)&lt;/script&gt;</p>';
    await t.database.db.update(vacancies).set({ title, description }).where(eq(vacancies.id, id));
    const { body } = await t.request({ url: `/vacancies/${id}`, host: 'localhost' });
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<!--');
    expect(body).toContain('<title data-prerendered>&quot;&gt;&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; &amp; &lt;/script&gt;&lt;!-- - Vrijwilligersplatform</title>');
    expect(attribute(body, /<meta data-prerendered name="description" content="([^"]*)"/)).toBe(
      'Tom &amp; Jerry &quot;zoeken&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    // One script element of JSON-LD, and it reads back exactly.
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    expect(jsonLdOf(body)).toMatchObject({ title, description });
  });

  it('answers 404 with the plain app for a draft, an unknown id or another tenant’s vacancy', async () => {
    const draft = (await vacanciesOf('public', 'Sportvereniging Vooruit Zwolle')).find((v) => v.status === 'draft')!;
    const oldebroek = await publishedVacancy('oldebroek', 'Voedselbank Wezep');
    for (const url of [
      `/vacancies/${draft.id}`,
      '/vacancies/00000000-0000-4000-8000-000000000000',
      '/vacancies/not-a-uuid',
      `/en/vacancies/${oldebroek.id}`,
    ]) {
      const response = await t.request({ url, host: 'localhost' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(withoutNonces(response.body)).toBe(SHELL('public-site'));
    }
    // On its own tenant's site the Wezep vacancy is there.
    expect((await t.request({ url: `/vacancies/${oldebroek.id}`, host: 'oldebroek.localhost' })).statusCode).toBe(200);
  });

  it('serves another centre’s vacancy with its head where the tenant shares its centres, as search and the API do', async () => {
    // The public tenant shares its centres (docs/decisions.md, "Search scope and centre sharing").
    const apeldoorn = await publishedVacancy('public', 'Voedselbank Apeldoorn');
    const api = await t.request({ url: `/api/v1/vacancies/${apeldoorn.id}`, host: 'localhost' });
    expect(api.statusCode).toBe(200);
    for (const host of ['localhost', 'apeldoorn.localhost', 'deventer.localhost']) {
      const page = await t.request({ url: `/vacancies/${apeldoorn.id}`, host });
      expect({ host, status: page.statusCode }).toEqual({ host, status: 200 });
      expect(page.body).toContain(`<title data-prerendered>${apeldoorn.title} - Vrijwilligersplatform</title>`);
      expect(page.body).toContain(`rel="canonical" href="http://${host}:3000/vacancies/${apeldoorn.id}"`);
    }
  });

  it('answers 404 for another centre’s vacancy where the tenant does not share its centres', async () => {
    const roermond = await organizationRow(t, 'roermond', 'Voedselbank Roermond');
    const venloId = await addCenter(t, 'roermond', 'venlo-static', 'Vrijwilligerscentrale Venlo');
    const [there] = await t.database.db
      .insert(vacancies)
      .values({ tenantId: 'roermond', volunteerCenterId: venloId, organizationId: roermond.id, title: 'In Venlo', status: 'published', publishedAt: new Date() })
      .returning({ id: vacancies.id });
    const page = await t.request({ url: `/vacancies/${there!.id}`, host: 'roermond.localhost' });
    expect(page.statusCode).toBe(404);
    expect(withoutNonces(page.body)).toBe(SHELL('public-site', 'Vrijwilligerswerk Roermond'));
    expect((await t.request({ url: `/api/v1/vacancies/${there!.id}`, host: 'roermond.localhost' })).statusCode).toBe(404);
    const sitemap = await t.request({ url: '/sitemap.xml', host: 'roermond.localhost' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(there!.id);
    // The Venlo centre's own site has it.
    const own = await t.request({ url: `/vacancies/${there!.id}`, host: 'roermond.localhost', headers: { 'volunteer-center-id': venloId } });
    expect(own.statusCode).toBe(200);
    await t.database.db.delete(vacancies).where(eq(vacancies.id, there!.id));
  });

  it('serves crawlers’ view to everyone: a signed-in manager gets no draft’s head, nor another tenant’s (wrong role)', async () => {
    const draft = (await vacanciesOf('public', 'Sportvereniging Vooruit Zwolle')).find((v) => v.status === 'draft')!;
    const oldebroek = await publishedVacancy('oldebroek', 'Voedselbank Wezep');
    const admin = await t.signIn('admin@public.example');
    for (const id of [draft.id, oldebroek.id]) {
      const page = await t.request({ url: `/vacancies/${id}`, host: 'localhost', credentials: admin });
      expect(page.statusCode).toBe(404);
      expect(withoutNonces(page.body)).toBe(SHELL('public-site'));
    }
    const sitemap = await t.request({ url: '/sitemap.xml', host: 'localhost', credentials: admin });
    expect(sitemap.body).not.toContain(draft.id);
    expect(sitemap.body).not.toContain(oldebroek.id);
  });

  it('leaves out vacancy types the tenant switched off', async () => {
    // The demo tenant has peer-to-peer off.
    const vacancy = await publishedVacancy('demo', 'Voedselbank Utrecht');
    await t.database.db.update(vacancies).set({ vacancyType: 'p2p' }).where(eq(vacancies.id, vacancy.id));
    expect((await t.request({ url: `/vacancies/${vacancy.id}`, host: 'demo.localhost' })).statusCode).toBe(404);
    await t.database.db.update(vacancies).set({ vacancyType: 'volunteering' }).where(eq(vacancies.id, vacancy.id));
    expect((await t.request({ url: `/vacancies/${vacancy.id}`, host: 'demo.localhost' })).statusCode).toBe(200);
  });

  it('serves the vacancy bank and the portal’s own vacancy pages without touching them', async () => {
    const bank = await t.request({ url: '/vacancies/search?q=sport', host: 'localhost' });
    expect(bank.statusCode).toBe(200);
    expect(withoutNonces(bank.body)).toBe(SHELL('public-site'));
    const portal = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'portal.localhost' });
    expect(portal.statusCode).toBe(200);
    expect(withoutNonces(portal.body)).toBe(SHELL('portal'));
  });

  it('answers a client error, not a 500, for a malformed escape in the path', async () => {
    const response = await t.request({ url: '/vacancies/%E0%A4%A', host: 'localhost' });
    expect(response.statusCode).toBe(400);
  });

  it('still serves assets and the app for other paths', async () => {
    const asset = await t.request({ url: '/assets/public-site.js', host: 'localhost' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.request({ url: '/profiel', host: 'localhost' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(withoutNonces(page.body)).toBe(SHELL('public-site'));
  });
});

describe('security headers of the apps’ pages', () => {
  /** The nonce the page's policy allows scripts with. */
  function nonceOf(response: TestResponse): string {
    const nonces = (cspOf(response)['script-src'] ?? []).filter((source) => source.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    return (nonces[0] as string).slice("'nonce-".length, -1);
  }

  /** Sets the public site's centre's map tiles and analytics id, as the profile form would. */
  async function setProfile(values: { mapTileUrl?: string | null; gtagId?: string | null }) {
    const zwolle = await centerIdOf(t, 'public', 'zwolle');
    await t.database.db.update(volunteerCenterProfiles).set(values).where(eq(volunteerCenterProfiles.volunteerCenterId, zwolle));
  }

  afterEach(() => setProfile({ mapTileUrl: null, gtagId: null }));

  it('the public site’s HTML runs only its own scripts and those with this response’s nonce, and cannot be framed', async () => {
    const response = await t.request({ url: '/', host: 'localhost' });
    expect(response.statusCode).toBe(200);
    const csp = cspOf(response);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.body).toContain(`<script nonce="${nonceOf(response)}" type="module" src="/assets/public-site.js"></script>`);
  });

  it('gives every response its own nonce, on every script of the page that runs; data blocks never run and get none', async () => {
    const first = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'localhost' });
    const second = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'localhost' });
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonceOf(second)).not.toBe(nonce);
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toHaveLength(2);
    const [app, jsonLd] = scripts;
    expect(app).toContain(` nonce="${nonce}"`);
    expect(jsonLd).toBe('<script data-prerendered type="application/ld+json">');
    // The "not found" page of an unknown vacancy too.
    const missing = await t.request({ url: '/vacancies/00000000-0000-4000-8000-000000000000', host: 'localhost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`<script nonce="${nonceOf(missing)}" type="module"`);
  });

  it('gives every app page its tenant’s name as title in the first HTML, and a vacancy page only its own', async () => {
    const portal = await t.request({ url: '/dashboard', host: 'portal.oldebroek.localhost' });
    expect(portal.body.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Vrijwilligerswerk Oldebroek</title>']);
    const vacancy = await t.request({ url: `/vacancies/${zwolleVacancyId}`, host: 'localhost' });
    expect(vacancy.body.match(/<title[^>]*>[^<]*<\/title>/g)).toHaveLength(1);
    expect(vacancy.body).toMatch(/<title data-prerendered>[^<]+ - Vrijwilligersplatform<\/title>/);
  });

  it('the portal’s HTML cannot be framed and loads no analytics', async () => {
    await setProfile({ gtagId: 'G-ABCDEF1234' });
    const response = await t.request({ url: '/dashboard', host: 'portal.localhost' });
    expect(response.statusCode).toBe(200);
    const csp = cspOf(response);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonceOf(response)}'`]);
    expect(response.body).toContain(`<script nonce="${nonceOf(response)}" type="module" src="/assets/portal.js"></script>`);
  });

  it('allows the centre’s map tile server, OpenStreetMap’s by default', async () => {
    expect(cspOf(await t.request({ url: '/sociale-kaart', host: 'localhost' }))['img-src']).toContain('https://tile.openstreetmap.org');
    await setProfile({ mapTileUrl: 'http://{s}.tiles.kaart.example:8080/{z}/{x}/{y}.png' });
    const csp = cspOf(await t.request({ url: '/sociale-kaart', host: 'localhost' }));
    expect(csp['img-src']).toContain('http://*.tiles.kaart.example:8080');
    expect(csp['img-src']).not.toContain('https://tile.openstreetmap.org');
  });

  it('allows Google Analytics only when the centre has an analytics id', async () => {
    const without = cspOf(await t.request({ url: '/', host: 'localhost' }));
    expect(JSON.stringify(without)).not.toContain('google');
    await setProfile({ gtagId: 'G-ABCDEF1234' });
    const withId = cspOf(await t.request({ url: '/', host: 'localhost' }));
    expect(withId['script-src']).toContain('https://*.googletagmanager.com');
    expect(withId['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(withId['script-src']).not.toContain("'unsafe-inline'");
  });

  it('allows the error reporter the apps were built with (build.json connectSrc)', async () => {
    const buildJson = path.join(appsDir, 'portal', 'build.json');
    await writeFile(buildJson, JSON.stringify({ id: 'x', builtAt: new Date().toISOString(), connectSrc: ['https://o1.ingest.sentry.io'] }));
    try {
      const csp = cspOf(await t.request({ url: '/', host: 'portal.localhost' }));
      expect(csp['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
    } finally {
      await rm(buildJson);
    }
    expect(cspOf(await t.request({ url: '/', host: 'portal.localhost' }))['connect-src']).toEqual(["'self'"]);
  });

  it('the apps’ files and the 404 of a missing one carry the locked-down policy', async () => {
    for (const url of ['/assets/public-site.js', '/assets/missing.js']) {
      const response = await t.request({ url, host: 'localhost' });
      expect(cspOf(response)['default-src']).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('compressed transfer', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const entryUrl = `/assets/${ENTRY_SCRIPT.name}`;
  const copyOf = (extension: string) => readFile(path.join(appsDir, 'public-site', 'assets', `${ENTRY_SCRIPT.name}${extension}`));
  const varies = (response: TestResponse) => String(response.headers.vary).toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

  it('sends a hashed script’s brotli copy from the build when the browser takes brotli, as JavaScript, cached for good', async () => {
    const response = await t.request({ url: entryUrl, host: 'localhost', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toBe(true);
    // The build's copy byte for byte, not one compressed for this request.
    expect(response.rawPayload.equals(await copyOf('.br'))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).equals(ENTRY_SCRIPT.content)).toBe(true);
  });

  it('sends the gzip copy when the browser takes only gzip, and the file itself when it names no encoding', async () => {
    const gzip = await t.request({ url: entryUrl, host: 'localhost', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(await copyOf('.gz'))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(ENTRY_SCRIPT.content)).toBe(true);
    const identity = await t.request({ url: entryUrl, host: 'localhost' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(ENTRY_SCRIPT.content)).toBe(true);
    for (const response of [gzip, identity]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      // A shared cache must not hand the plain file to a browser that takes brotli, nor the other way round.
      expect(varies(response)).toBe(true);
    }
  });

  it('answers HEAD of an asset with the headers of the copy it would send and no body', async () => {
    const response = await t.request({ method: 'HEAD', url: entryUrl, host: 'localhost', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String((await copyOf('.br')).length));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload).toHaveLength(0);
  });

  it('does not compress per request an asset the build left without copies (too small to gain)', async () => {
    const response = await t.request({ url: '/assets/public-site.js', host: 'localhost', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1);');
  });

  it('compresses an app page per request, nonce and policy intact', async () => {
    const response = await t.request({ url: '/profiel', host: 'localhost', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(varies(response)).toBe(true);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(withoutNonces(html)).toBe(SHELL('public-site'));
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(html).toContain(`<script nonce="${nonce}" type="module" src="/assets/public-site.js">`);
  });

  it('compresses a JSON:API answer to the same document', async () => {
    const plain = await t.request({ url: '/api/v1/vacancy_categories', host: 'localhost' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await t.request({ url: '/api/v1/vacancy_categories', host: 'localhost', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(varies(response)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and errors as they are', async () => {
    const robots = await t.request({ url: '/robots.txt', host: 'localhost', headers: { 'accept-encoding': 'br, gzip' } });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toContain('User-agent: *');
    const missing = await t.request({ url: `/api/v1/vacancies/${randomUUID()}`, host: 'localhost', headers: { 'accept-encoding': 'br, gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().errors[0]).toMatchObject({ status: '404' });
  });
});

describe('GET /sitemap.xml', () => {
  async function sitemapLocs(host: string) {
    const response = await t.request({ url: '/sitemap.xml', host });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    return { body: response.body, locs: [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]) };
  }

  it('lists the public pages and every published vacancy the site shows with its last change: all the centres of a sharing tenant', async () => {
    const { body, locs } = await sitemapLocs('localhost');
    expect(locs.slice(0, 5)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/vacancies/search',
      'http://localhost:3000/activiteitenkalender',
      'http://localhost:3000/een-op-een-hulp',
      'http://localhost:3000/nieuws',
    ]);
    const vacancyLocs = (list: (string | undefined)[]) => list.filter((loc) => /\/vacancies\/[0-9a-f-]{36}$/.test(loc ?? ''));
    // The public tenant shares its centres and offers every vacancy type.
    const published = await t.database.db
      .select({ id: vacancies.id, updatedAt: vacancies.updatedAt, volunteerCenterId: vacancies.volunteerCenterId })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, 'public'), eq(vacancies.status, 'published')));
    const apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
    expect(published.some((v) => v.volunteerCenterId === apeldoorn)).toBe(true);
    expect(vacancyLocs(locs).sort()).toEqual(published.map((v) => `http://localhost:3000/vacancies/${v.id}`).sort());
    // Then the centre's published pages and news, each at its own address.
    expect(locs).toEqual(expect.arrayContaining(['http://localhost:3000/over-ons', 'http://localhost:3000/nieuws/vrijwilligersprijs-uitgereikt']));
    const one = published[0]!;
    expect(body).toContain(`<url><loc>http://localhost:3000/vacancies/${one.id}</loc><lastmod>${one.updatedAt.toISOString()}</lastmod></url>`);
    // The same list from another centre's site, and nothing of another tenant.
    const deventer = await sitemapLocs('deventer.localhost');
    expect(vacancyLocs(deventer.locs).sort()).toEqual(published.map((v) => `http://deventer.localhost:3000/vacancies/${v.id}`).sort());
    const oldebroek = await publishedVacancy('oldebroek', 'Voedselbank Wezep');
    expect(body).not.toContain(oldebroek.id);
  });

  it('leaves out drafts, other centres and pages the tenant switched off', async () => {
    const { locs } = await sitemapLocs('oldebroek.localhost');
    // Oldebroek has no activity calendar (spec §1), but peer-to-peer.
    expect(locs).not.toContain('http://oldebroek.localhost:3000/activiteitenkalender');
    expect(locs).toContain('http://oldebroek.localhost:3000/een-op-een-hulp');
    const [counted] = await t.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, 'oldebroek'), eq(vacancies.volunteerCenterId, await centerIdOf(t, 'oldebroek', 'oldebroek')), eq(vacancies.status, 'published'), sql`${vacancies.vacancyType} <> 'activity'`));
    expect(locs.filter((loc) => loc?.includes('/vacancies/') && !loc.endsWith('/search'))).toHaveLength(counted!.total);
    const draft = (await vacanciesOf('oldebroek', 'Sportvereniging Vooruit Wezep')).find((v) => v.status === 'draft')!;
    expect(locs).not.toContain(`http://oldebroek.localhost:3000/vacancies/${draft.id}`);
    // A draft page is no more listed than a draft vacancy; the home page is `/`, not `/home`.
    const editor = await t.signIn('redacteur@oldebroek.example', { host: 'oldebroek.localhost' });
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/pages',
      host: 'oldebroek.localhost',
      credentials: editor,
      body: { data: { type: 'pages', attributes: { title: 'Nog niet klaar' } } },
    });
    expect(created.statusCode).toBe(201);
    const again = await sitemapLocs('oldebroek.localhost');
    expect(again.locs).toContain('http://oldebroek.localhost:3000/over-ons');
    expect(again.locs.some((loc) => loc?.includes('nog-niet-klaar') || loc?.endsWith('/home'))).toBe(false);
  });

  it('is not served on the portal', async () => {
    expect((await t.request({ url: '/sitemap.xml', host: 'portal.localhost' })).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('points crawlers of the public site to its sitemap', async () => {
    const response = await t.request({ url: '/robots.txt', host: 'apeldoorn.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\n');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Sitemap: http://apeldoorn.localhost:3000/sitemap.xml\n');
  });

  it('keeps crawlers out of the portal', async () => {
    const response = await t.request({ url: '/robots.txt', host: 'portal.localhost' });
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the Gelderland marketing host (LANDING_HOST)', () => {
  const landingHost = 'gelderse-handen.localhost';

  it('sends its visitors to /gelderse-handen, keeping a locale prefix', async () => {
    for (const [url, location] of [
      ['/', '/gelderse-handen'],
      ['/vacancies/search?q=zorg', '/gelderse-handen'],
      ['/en', '/en/gelderse-handen'],
      ['/en/over-ons', '/en/gelderse-handen'],
    ] as const) {
      const response = await t.request({ url, host: `${landingHost}:3000` });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, location]);
    }
  });

  it('serves the landing path itself, its assets and the API (the seeded landing page) without a redirect', async () => {
    for (const url of ['/gelderse-handen', '/gelderse-handen/', '/en/gelderse-handen', '/assets/public-site.js']) {
      expect([url, (await t.request({ url, host: landingHost })).statusCode]).toEqual([url, 200]);
    }
    // The landing page is seeded content of the centre the host resolves to.
    const page = await t.request({ url: '/api/v1/pages/by_slug/gelderse-handen', host: landingHost });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.attributes.title).toBe('Gelderse Handen');
  });

  it('sends nobody on other hosts anywhere', async () => {
    for (const host of ['localhost', 'apeldoorn.localhost', 'oldebroek.localhost', 'meedoen.localhost', 'portal.localhost']) {
      const response = await t.request({ url: '/', host });
      expect([host, response.statusCode]).toEqual([host, 200]);
    }
  });
});
