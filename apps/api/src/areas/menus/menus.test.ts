import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships: Record<string, { data: { id: string } | null }> };

async function headerMenu(host: string, language = 'nl') {
  const response = await t.request({
    url: '/api/v1/menus?filter[location_eq]=header&include=menu_items.system_page',
    host,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  const items = (body.included as Resource[]).filter((r) => r.type === 'menu_items');
  const pages = (body.included as Resource[]).filter((r) => r.type === 'system_pages');
  return { body, items, pages };
}

describe('GET /api/v1/menus', () => {
  it("returns the centre's header menu with its items in order, submenus and system pages", async () => {
    const { body, items, pages } = await headerMenu('localhost');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ type: 'menus', attributes: { location: 'header', name: 'Hoofdmenu' } });
    const topLevel = items.filter((i) => i.relationships.parent!.data === null).map((i) => i.attributes.name);
    expect(topLevel).toEqual(['Vacatures', 'Activiteiten', 'Een-op-een hulp', 'Organisaties', 'Nieuws']);
    const organisaties = items.find((i) => i.attributes.name === 'Organisaties')!;
    const children = items.filter((i) => i.relationships.parent!.data?.id === organisaties.id).map((i) => i.attributes.name);
    expect(children).toEqual(['Sociale kaart', 'Partners', 'Organisatie aanmelden']);
    expect(items[0]!.attributes).toMatchObject({ link_type: 'system_page', system_page_id: 'vacancy_search', order: 0 });
    expect(pages.find((p) => p.id === 'vacancy_search')!.attributes).toEqual({ name: 'Vacaturebank', path: '/vacancies/search' });
  });

  it('names system pages in English on request', async () => {
    const { pages } = await headerMenu('localhost', 'en');
    expect(pages.find((p) => p.id === 'social_map')!.attributes.name).toBe('Social map');
  });

  it("leaves out pages whose feature is off for the tenant (spec §1)", async () => {
    const oldebroek = (await headerMenu('oldebroek.localhost')).items.map((i) => i.attributes.name);
    expect(oldebroek).not.toContain('Activiteiten');
    expect(oldebroek).toContain('Een-op-een hulp');
    const demo = (await headerMenu('demo.localhost')).items.map((i) => i.attributes.name);
    expect(demo).toContain('Activiteiten');
    expect(demo).not.toContain('Een-op-een hulp');
  });

  it("shows each centre only its own menu", async () => {
    const zwolle = await headerMenu('localhost');
    const apeldoorn = await headerMenu('apeldoorn.localhost');
    expect(apeldoorn.body.data[0].id).not.toBe(zwolle.body.data[0].id);
    const rows = await t.database.withTenant('roermond', (tx) => tx.execute(sql`select count(*)::int as n from menus`));
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuses unknown locations, filters and includes', async () => {
    expect((await t.request({ url: '/api/v1/menus?filter[location_eq]=sidebar' })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/menus?filter[name_eq]=x' })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/menus?include=pages' })).statusCode).toBe(400);
  });

  it('keeps system pages read-only for the app role', async () => {
    await expect(
      t.database.withTenant('public', (tx) => tx.execute(sql`update system_pages set path = '/x'`)),
    ).rejects.toThrow();
  });
});
