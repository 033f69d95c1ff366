import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { menuItems } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { auditActionsFor, centerIdOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
let redacteur: Credentials;
let zwolleId: string;

beforeAll(async () => {
  t = await createTestApp();
  redacteur = await t.signIn('redacteur@public.example');
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
});
afterAll(() => t.close());

const doc = (attributes: Record<string, unknown>, id?: string) => ({ data: { type: 'menu_items', ...(id ? { id } : {}), attributes } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, credentials: Credentials | undefined = redacteur, host?: string) =>
  t.request({ method, url, body, credentials, host });

async function pageId(slug: string, host = 'localhost'): Promise<string> {
  return (await t.request({ url: `/api/v1/pages/by_slug/${slug}`, host })).json().data.id;
}

type Item = { id: string; attributes: Record<string, unknown>; relationships: { parent: { data: { id: string } | null } } };

async function publicMenu(location: 'header' | 'footer', host = 'localhost'): Promise<Item[]> {
  const body = (await t.request({ url: `/api/v1/menus?filter[location_eq]=${location}&include=menu_items`, host })).json();
  return ((body.included ?? []) as (Item & { type: string })[]).filter((r) => r.type === 'menu_items');
}

describe('editing menus', () => {
  it('puts a content page in the header menu, where visitors get its address, and leaves it out while the page is unpublished', async () => {
    const overOns = await pageId('over-ons');
    const created = await send('POST', '/api/v1/menu_items', doc({ menu: 'header', name: 'Over ons', link_type: 'content_page', page_id: overOns }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes).toMatchObject({ name: 'Over ons', link_type: 'content_page', order: 5, page_path: '/over-ons', page_title: 'Over ons', menu_location: 'header' });
    const item = (await publicMenu('header')).find((i) => i.id === created.json().data.id)!;
    expect(item.attributes).toMatchObject({ page_path: '/over-ons' });

    await send('PATCH', `/api/v1/pages/${overOns}`, { data: { type: 'pages', attributes: { is_published: false } } });
    expect((await publicMenu('header')).map((i) => i.id)).not.toContain(created.json().data.id);
    // Editors still see it, with the page's state.
    const editing = (await t.request({ url: '/api/v1/menu_items', credentials: redacteur })).json().data as Item[];
    expect(editing.find((i) => i.id === created.json().data.id)!.attributes).toMatchObject({ page_title: 'Over ons', page_is_published: false, menu_location: 'header' });
    await send('PATCH', `/api/v1/pages/${overOns}`, { data: { type: 'pages', attributes: { is_published: true } } });
    expect((await publicMenu('header')).map((i) => i.id)).toContain(created.json().data.id);
    expect(await auditActionsFor(t, created.json().data.id)).toContain('menu_item.created');
  });

  it('answers a change with the address of the page the item now links to, as the list does', async () => {
    const created = (await send('POST', '/api/v1/menu_items', doc({ menu: 'header', name: 'Vragen', link_type: 'system_page', system_page_id: 'news' }))).json().data;
    expect(created.attributes).toMatchObject({ page_path: null, menu_location: 'header' });
    const relinked = await send('PATCH', `/api/v1/menu_items/${created.id}`, doc({ link_type: 'content_page', page_id: await pageId('veelgestelde-vragen') }, created.id));
    expect(relinked.statusCode).toBe(200);
    expect(relinked.json().data.attributes).toMatchObject({ link_type: 'content_page', page_path: '/veelgestelde-vragen', menu_location: 'header' });
    const renamed = await send('PATCH', `/api/v1/menu_items/${created.id}`, doc({ name: 'Veelgestelde vragen' }, created.id));
    expect(renamed.json().data.attributes).toMatchObject({ name: 'Veelgestelde vragen', page_path: '/veelgestelde-vragen' });
    const listed = ((await t.request({ url: '/api/v1/menu_items', credentials: redacteur })).json().data as Item[]).find((i) => i.id === created.id)!;
    expect(renamed.json().data.attributes).toEqual(listed.attributes);
  });

  it('makes the footer menu on first use, nests one level, reorders, renames and removes with the submenu', async () => {
    const first = (await send('POST', '/api/v1/menu_items', doc({ menu: 'footer', name: 'Vacatures', link_type: 'system_page', system_page_id: 'vacancy_search' }))).json().data;
    const second = (await send('POST', '/api/v1/menu_items', doc({ menu: 'footer', name: 'Nieuws', link_type: 'system_page', system_page_id: 'news' }))).json().data;
    const child = (
      await send('POST', '/api/v1/menu_items', doc({ menu: 'footer', name: 'Veelgestelde vragen', link_type: 'content_page', page_id: await pageId('veelgestelde-vragen'), parent_id: second.id }))
    ).json().data;
    const footer = await publicMenu('footer');
    expect(footer.filter((i) => !i.relationships.parent.data).map((i) => i.attributes.name)).toEqual(['Vacatures', 'Nieuws']);
    expect(footer.find((i) => i.id === child.id)!.relationships.parent.data!.id).toBe(second.id);

    await send('PATCH', `/api/v1/menu_items/${second.id}`, doc({ order: 0, name: 'Laatste nieuws' }, second.id));
    await send('PATCH', `/api/v1/menu_items/${first.id}`, doc({ order: 1 }, first.id));
    const reordered = await publicMenu('footer');
    expect(reordered.filter((i) => !i.relationships.parent.data).map((i) => i.attributes.name)).toEqual(['Laatste nieuws', 'Vacatures']);

    // A submenu entry cannot get a submenu of its own, nor can an item with one move under another.
    const nested = await send('POST', '/api/v1/menu_items', doc({ menu: 'footer', name: 'Dieper', link_type: 'system_page', system_page_id: 'news', parent_id: child.id }));
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors[0].source.pointer).toBe('/data/attributes/parent_id');
    const moved = await send('PATCH', `/api/v1/menu_items/${second.id}`, doc({ parent_id: first.id }, second.id));
    expect(moved.statusCode).toBe(422);

    expect((await send('DELETE', `/api/v1/menu_items/${second.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(menuItems).where(eq(menuItems.id, child.id))).toEqual([]);
  });

  it('refuses a link to nothing, to another centre’s page or to an unknown system page, and a bad document', async () => {
    const apeldoornPage = await pageId('over-ons', 'apeldoorn.localhost');
    const cases: [Record<string, unknown>, string][] = [
      [{ menu: 'header', name: 'Leeg', link_type: 'content_page' }, '/data/attributes/page_id'],
      [{ menu: 'header', name: 'Elders', link_type: 'content_page', page_id: apeldoornPage }, '/data/attributes/page_id'],
      [{ menu: 'header', name: 'Onbekend', link_type: 'system_page', system_page_id: 'geheim' }, '/data/attributes/system_page_id'],
      [{ menu: 'zijbalk', name: 'Fout', link_type: 'system_page', system_page_id: 'news' }, '/data/attributes/menu'],
      [{ menu: 'header', name: '', link_type: 'system_page', system_page_id: 'news' }, '/data/attributes/name'],
    ];
    const before = (await t.database.db.select().from(menuItems)).length;
    for (const [attributes, expected] of cases) {
      const response = await send('POST', '/api/v1/menu_items', doc(attributes));
      expect([expected, response.statusCode]).toEqual([expected, 422]);
      expect(response.json().errors[0].source.pointer).toBe(expected);
    }
    expect((await t.database.db.select().from(menuItems)).length).toBe(before);
  });
});

describe('system pages', () => {
  it('lists what menu items may link to, in the request language, without switched-off features', async () => {
    const zwolle = (await t.request({ url: '/api/v1/system_pages', headers: { 'accept-language': 'en' } })).json().data;
    expect(zwolle.find((p: { id: string }) => p.id === 'vacancy_search').attributes).toEqual({ name: 'Vacancy bank', path: '/vacancies/search' });
    const oldebroek = (await t.request({ url: '/api/v1/system_pages', host: 'oldebroek.localhost' })).json().data.map((p: { id: string }) => p.id);
    expect(oldebroek).not.toContain('activity_calendar');
  });
});

describe('who may edit menus', () => {
  async function anItem(): Promise<string> {
    return (await t.request({ url: '/api/v1/menu_items', credentials: redacteur })).json().data[0].id;
  }

  it('answers 401 without a session and 403 to roles that do not edit content', async () => {
    const id = await anItem();
    const calls = [
      { method: 'GET' as const, url: '/api/v1/menu_items' },
      { method: 'POST' as const, url: '/api/v1/menu_items', body: doc({ menu: 'header', name: 'X', link_type: 'system_page', system_page_id: 'news' }) },
      { method: 'PATCH' as const, url: `/api/v1/menu_items/${id}`, body: doc({ name: 'X' }) },
      { method: 'DELETE' as const, url: `/api/v1/menu_items/${id}` },
    ];
    for (const call of calls) expect((await t.request(call)).statusCode).toBe(401);
    for (const role of ['organization_superuser', 'volunteer', 'mentor', 'student'] as Role[]) {
      const account = await createAccount(t, { volunteerCenterId: zwolleId, email: `menu-${role}@example.org`, roles: [role] });
      const credentials = await t.signIn(account.email);
      for (const call of calls) expect([role, call.method, (await t.request({ ...call, credentials })).statusCode]).toEqual([role, call.method, 403]);
    }
    expect((await t.database.db.select().from(menuItems).where(eq(menuItems.id, id))).length).toBe(1);
  });

  it("answers 404 for another centre's or tenant's items, even to an admin", async () => {
    const apeldoornEditor = await createAccount(t, { volunteerCenterId: await centerIdOf(t, 'public', 'apeldoorn'), email: 'redactie-apeldoorn@example.org', roles: ['content_manager'] });
    const apeldoorn = await t.signIn(apeldoornEditor.email, { host: 'apeldoorn.localhost' });
    const zwolleItem = await anItem();
    const foreign = await send('PATCH', `/api/v1/menu_items/${zwolleItem}`, doc({ name: 'Overgenomen' }), apeldoorn, 'apeldoorn.localhost');
    expect(foreign.statusCode).toBe(404);
    expect((await send('DELETE', `/api/v1/menu_items/${zwolleItem}`, undefined, apeldoorn, 'apeldoorn.localhost')).statusCode).toBe(404);
    const roermondAdmin = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    expect((await send('DELETE', `/api/v1/menu_items/${zwolleItem}`, undefined, roermondAdmin, 'roermond.localhost')).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, zwolleItem));
    expect(row!.name).not.toBe('Overgenomen');
  });
});
