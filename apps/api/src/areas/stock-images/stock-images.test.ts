import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { stockImages } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { auditActionsFor, centerIdOf, uploadedImage } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let redacteur: Credentials;
let zwolleId: string;
let apeldoornId: string;

beforeAll(async () => {
  t = await createTestApp();
  redacteur = await t.signIn('redacteur@public.example');
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
  apeldoornId = await centerIdOf(t, 'public', 'apeldoorn');
});
afterAll(() => t.close());

type StockImage = { id: string; attributes: Record<string, unknown> };

const doc = (attributes: Record<string, unknown>, id?: string) => ({ data: { type: 'stock_images', ...(id ? { id } : {}), attributes } });

async function library(credentials: Credentials = redacteur, query = '', host?: string): Promise<StockImage[]> {
  return (await t.request({ url: `/api/v1/stock_images?page[size]=100${query}`, credentials, host })).json().data;
}

async function imageRow(id: string) {
  const [row] = await t.database.db.select().from(stockImages).where(eq(stockImages.id, id));
  return row;
}

describe('the image library', () => {
  it('comes seeded with a dozen images whose files are served, in name order', async () => {
    const images = await library();
    expect(images).toHaveLength(12);
    const names = images.map((image) => image.attributes.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const first = images[0]!.attributes;
    expect(first).toMatchObject({ width: 1200, height: 800, image: expect.stringMatching(/^\/uploads\/public\/[0-9a-f-]+\.webp$/) });
    // The absolute address is on the centre's configured public origin, whatever host asked.
    expect(first.image_url).toMatch(new RegExp(`^https?://[^/]+${first.image as string}$`));
    const file = await t.request({ url: first.image as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('is searched by name, description and keyword, case-insensitively, with % taken literally', async () => {
    expect((await library(redacteur, '&filter[q]=TULPEN')).map((i) => i.attributes.name)).toEqual(['Tulpenveld']);
    expect((await library(redacteur, '&filter[q]=kust')).map((i) => i.attributes.name)).toEqual(['Blauwe zee']);
    expect((await library(redacteur, '&filter[q]=kerst')).map((i) => i.attributes.name)).toEqual(['Winterse dag']);
    expect(await library(redacteur, '&filter[q]=%25')).toEqual([]);
  });

  it('adds an upload with its descriptions and keywords, changes and removes it, and audits each step', async () => {
    const image = await uploadedImage(t, 'public', zwolleId);
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/stock_images',
      body: doc({ name: ' Vrijwilligers aan tafel ', short_description: 'Zes mensen aan een lange tafel.', image, keywords: ['Samen', 'samen', 'eten'] }),
      credentials: redacteur,
    });
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    expect(attributes).toMatchObject({ name: 'Vrijwilligers aan tafel', description: null, keywords: ['samen', 'eten'], image });

    const changed = await t.request({ method: 'PATCH', url: `/api/v1/stock_images/${id}`, body: doc({ description: 'Bij de buurtmaaltijd.', keywords: [] }, id), credentials: redacteur });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ name: 'Vrijwilligers aan tafel', description: 'Bij de buurtmaaltijd.', keywords: [] });

    expect((await t.request({ method: 'DELETE', url: `/api/v1/stock_images/${id}`, credentials: redacteur })).statusCode).toBe(204);
    expect(await imageRow(id)).toBeUndefined();
    expect(await auditActionsFor(t, id)).toEqual(expect.arrayContaining(['stock_image.created', 'stock_image.updated', 'stock_image.deleted']));
  });
});

describe('bad input', () => {
  it('names each bad field and stores nothing', async () => {
    const before = (await library()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ image: await uploadedImage(t, 'public', zwolleId) }, '/data/attributes/name'],
      [{ name: 'Zonder beeld' }, '/data/attributes/image'],
      [{ name: 'Van buiten', image: 'https://example.org/foto.jpg' }, '/data/attributes/image'],
      [{ name: 'Script', image: 'javascript:alert(1)' }, '/data/attributes/image'],
      [{ name: 'Van Apeldoorn', image: await uploadedImage(t, 'public', apeldoornId) }, '/data/attributes/image'],
      [{ name: 'Te veel', image: await uploadedImage(t, 'public', zwolleId), keywords: Array.from({ length: 21 }, (_, i) => `woord${i}`) }, '/data/attributes/keywords'],
      [{ name: 'Lang', image: await uploadedImage(t, 'public', zwolleId), short_description: 'x'.repeat(161) }, '/data/attributes/short_description'],
    ];
    for (const [attributes, pointer] of cases) {
      const response = await t.request({ method: 'POST', url: '/api/v1/stock_images', body: doc(attributes), credentials: redacteur, headers: { 'accept-language': 'nl' } });
      expect([pointer, response.statusCode]).toEqual([pointer, 422]);
      expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(pointer);
      expect(response.json().errors[0].detail).toEqual(expect.any(String));
    }
    expect((await t.request({ method: 'POST', url: '/api/v1/stock_images', body: { data: { type: 'pages', attributes: {} } }, credentials: redacteur })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/stock_images?sort=secret', credentials: redacteur })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/stock_images/not-a-uuid', credentials: redacteur })).statusCode).toBe(404);
    expect((await library()).length).toBe(before);
  });
});

describe('who may use the library', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const calls = (id: string) => [
    { method: 'GET' as const, url: '/api/v1/stock_images' },
    { method: 'GET' as const, url: `/api/v1/stock_images/${id}` },
    { method: 'POST' as const, url: '/api/v1/stock_images', body: doc({ name: 'Indringer', image: '/uploads/public/00000000-0000-4000-8000-000000000000.webp' }) },
    { method: 'PATCH' as const, url: `/api/v1/stock_images/${id}`, body: doc({ name: 'Indringer' }, id) },
    { method: 'DELETE' as const, url: `/api/v1/stock_images/${id}` },
  ];

  async function expectAll(credentials: Credentials | undefined, id: string, status: number | number[], host?: string) {
    for (const call of calls(id)) {
      const response = await t.request({ ...call, credentials, host });
      const expected = Array.isArray(status) ? status : [status];
      expect([call.method, call.url, expected.includes(response.statusCode)]).toEqual([call.method, call.url, true]);
    }
  }

  it('refuses visitors (401) and every role that does not edit content (403), changing nothing', async () => {
    const [target] = await library();
    const before = await imageRow(target!.id);
    await expectAll(undefined, target!.id, 401);
    for (const role of ['organization_superuser', 'volunteer', 'mentor', 'student'] as Role[]) {
      const account = await createAccount(t, { volunteerCenterId: zwolleId, email: `beeldbank-${role}@example.org`, roles: [role] });
      await expectAll(await t.signIn(account.email), target!.id, 403);
      await expectAll(await t.signIn(account.email), someId, 403);
    }
    expect(await imageRow(target!.id)).toEqual(before);
  });

  it("keeps each centre's library to itself, within a tenant and across tenants", async () => {
    const admin = await t.signIn('admin@public.example', { host: 'apeldoorn.localhost' });
    const [apeldoornImage] = await library(admin, '', 'apeldoorn.localhost');
    const before = await imageRow(apeldoornImage!.id);
    const zwolleIds = (await library()).map((i) => i.id);
    expect(zwolleIds).not.toContain(apeldoornImage!.id);
    // Zwolle's editor aims at Apeldoorn's image on Zwolle's site: there is no such image here.
    for (const call of calls(apeldoornImage!.id).filter((c) => c.url.includes(apeldoornImage!.id))) {
      const response = await t.request({ ...call, credentials: redacteur });
      expect([call.url, response.statusCode]).toEqual([call.url, 404]);
    }
    // Their session does not work on Apeldoorn's site.
    await expectAll(redacteur, apeldoornImage!.id, [401, 403], 'apeldoorn.localhost');
    // Roermond is another tenant: its admin finds nothing of Zwolle's.
    const roermond = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    for (const call of calls(zwolleIds[0]!).filter((c) => c.url.includes(zwolleIds[0]!))) {
      const response = await t.request({ ...call, credentials: roermond, host: 'roermond.localhost' });
      expect([call.url, response.statusCode]).toEqual([call.url, 404]);
    }
    expect(await imageRow(apeldoornImage!.id)).toEqual(before);
  });
});
