import { and, eq } from 'drizzle-orm';
import { menuItems, menus, pages } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, centerIdOf, uploadedImage } from '../../testing/fixtures';
import { pageDocument } from './pages.fixtures';

let testApp: TestApp;
let redacteur: Credentials;
let zwolleId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  redacteur = await testApp.signIn('redacteur@public.example');
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, credentials?: Credentials, host?: string) => testApp.request({ url, credentials, host });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body: unknown, credentials: Credentials = redacteur) =>
  testApp.request({ method, url, body, credentials });

describe('what visitors read', () => {
  it("gives every centre a published home page with the home blocks, in the centre's own words", async () => {
    const response = await get('/api/v1/pages/home');
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ title: 'Welkom bij Vrijwilligerscentrale Zwolle', path: '/', is_home: true, is_published: true });
    expect(attributes.blocks.map((b: { type: string }) => b.type)).toEqual([
      'HeroWithSearch',
      'VacancyCategories',
      'NewsCarousel',
      'CallToAction',
      'LogoBar',
    ]);
    // Block props are snake_cased on the wire like every other key.
    expect(attributes.blocks[1].props).toEqual({ title: 'Vrijwilligerswerk per thema', hide_empty: true });
    expect(attributes).not.toHaveProperty('has_unpublished_changes');
  });

  it('lists published news featured first, then newest first, with paging', async () => {
    const response = await get('/api/v1/pages?filter[page_type]=news&sort=-featured,-published_at&page[size]=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((p: { attributes: { slug: string } }) => p.attributes.slug)).toEqual([
      'vrijwilligersprijs-uitgereikt',
      'training-omgaan-met-dementie',
    ]);
    expect(body.data[0].attributes.path).toBe('/nieuws/vrijwilligersprijs-uitgereikt');
    expect(body.meta).toMatchObject({ total: 3, page_count: 2 });
  });

  it('finds a page by its slug, in any case', async () => {
    const response = await get('/api/v1/pages/by_slug/Over-Ons');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ title: 'Over ons', path: '/over-ons', page_type: 'default' });
  });
});

describe('editing a page', () => {
  it('creates a draft with a slug from the title, invisible to visitors until published', async () => {
    const image = await uploadedImage(testApp, 'public', zwolleId);
    const created = await send(
      'POST',
      '/api/v1/pages',
      pageDocument({
        title: 'Vrijwilligers in de zorg!',
        summary: 'Wat je in de zorg kunt doen.',
        cover_image: { url: image, alt: 'Een vrijwilliger leest voor' },
        blocks: [
          { id: 'intro', type: 'MarkdownText', props: { markdown: '## Zorg\n\nHelp mee.' } },
          { id: 'foto', type: 'Image', props: { image: { url: image, alt: '', decorative: true }, caption: 'Voorlezen' } },
          {
            id: 'cta',
            type: 'CallToAction',
            props: { title: 'Aan de slag', button: { label: 'Zoek', href: '/vacancies/search?q=zorg', variant: 'outline_secondary' } },
          },
        ],
      }),
    );
    // Values are not renamed, only keys: a variant is written as the spec names it.
    expect(created.statusCode).toBe(422);
    expect(created.json().errors[0].source.pointer).toBe('/data/attributes/blocks/2/props/button/variant');

    const fixed = await send(
      'POST',
      '/api/v1/pages',
      pageDocument({
        title: 'Vrijwilligers in de zorg!',
        cover_image: { url: image, alt: 'Een vrijwilliger leest voor' },
        blocks: [
          { id: 'intro', type: 'MarkdownText', props: { markdown: '## Zorg\n\nHelp mee.' } },
          {
            id: 'cta',
            type: 'CallToAction',
            props: { title: 'Aan de slag', button: { label: 'Zoek', href: '/vacancies/search?q=zorg', variant: 'outlineSecondary' } },
          },
        ],
      }),
    );
    expect(fixed.statusCode).toBe(201);
    const page = fixed.json().data;
    expect(page.attributes).toMatchObject({
      slug: 'vrijwilligers-in-de-zorg',
      page_type: 'default',
      page_layout: 'wide',
      show_title_on_page: true,
      is_published: false,
      has_unpublished_changes: true,
      author_name: 'Daan Kok',
      cover_image: { url: image, alt: 'Een vrijwilliger leest voor', decorative: false },
    });
    // Defaults of the block schema are filled in and stored.
    expect(page.attributes.blocks[1].props).toEqual({
      title: 'Aan de slag',
      text: '',
      button: { label: 'Zoek', href: '/vacancies/search?q=zorg', variant: 'outlineSecondary' },
    });
    expect((await get('/api/v1/pages/by_slug/vrijwilligers-in-de-zorg')).statusCode).toBe(404);
    expect((await get(`/api/v1/pages/${page.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/pages/${page.id}?status=draft`, redacteur)).statusCode).toBe(200);

    // The same title again gets the next free slug.
    const again = await send('POST', '/api/v1/pages', pageDocument({ title: 'Vrijwilligers in de zorg' }));
    expect(again.json().data.attributes.slug).toBe('vrijwilligers-in-de-zorg-2');
  });

  it('publishes a draft; visitors keep the published version while the next draft is edited; history restores', async () => {
    const created = (await send('POST', '/api/v1/pages', pageDocument({ title: 'Openingstijden', is_published: true, blocks: [] }))).json().data;
    expect(created.attributes).toMatchObject({ is_published: true, has_unpublished_changes: false });
    expect((await get('/api/v1/pages/by_slug/openingstijden')).json().data.attributes.title).toBe('Openingstijden');

    const edited = await send('PATCH', `/api/v1/pages/${created.id}`, pageDocument({ title: 'Openingstijden in de zomer' }, created.id));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.attributes).toMatchObject({ title: 'Openingstijden in de zomer', has_unpublished_changes: true });
    expect((await get('/api/v1/pages/by_slug/openingstijden')).json().data.attributes.title).toBe('Openingstijden');

    await send('PATCH', `/api/v1/pages/${created.id}`, pageDocument({ is_published: true }));
    expect((await get('/api/v1/pages/by_slug/openingstijden')).json().data.attributes.title).toBe('Openingstijden in de zomer');

    const history = (await get(`/api/v1/pages/${created.id}/revisions`, redacteur)).json();
    expect(history.data.map((r: { attributes: { title: string; is_current: boolean } }) => [r.attributes.title, r.attributes.is_current])).toEqual([
      ['Openingstijden in de zomer', true],
      ['Openingstijden', false],
    ]);
    const restored = await send('POST', `/api/v1/pages/${created.id}/revisions/${history.data[1].id}/restore`, undefined);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.attributes).toMatchObject({ title: 'Openingstijden', has_unpublished_changes: true });
    // Restoring changes the draft only; visitors still read the published version.
    expect((await get('/api/v1/pages/by_slug/openingstijden')).json().data.attributes.title).toBe('Openingstijden in de zomer');

    const unpublished = await send('PATCH', `/api/v1/pages/${created.id}`, pageDocument({ is_published: false }));
    expect(unpublished.json().data.attributes.is_published).toBe(false);
    expect((await get('/api/v1/pages/by_slug/openingstijden')).statusCode).toBe(404);
    expect(await auditActionsFor(testApp, created.id)).toEqual(expect.arrayContaining(['page.published', 'page.revision_restored']));
  });

  it('keeps a page with a future publication date from visitors until that date', async () => {
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await send('POST', '/api/v1/pages', pageDocument({ title: 'Later nieuws', page_type: 'news', published_at: future, is_published: true }));
    expect((await get('/api/v1/pages/by_slug/later-nieuws')).statusCode).toBe(404);
    const drafts = (await get('/api/v1/pages?status=draft&filter[q]=later', redacteur)).json();
    expect(drafts.data).toHaveLength(1);
  });

  it('lists drafts for editors with filters, text search and sorting', async () => {
    const list = await get('/api/v1/pages?status=draft&filter[page_type]=default&filter[is_published]=true&sort=title&page[size]=100', redacteur);
    expect(list.statusCode).toBe(200);
    const titles = list.json().data.map((p: { attributes: { title: string } }) => p.attributes.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(titles).toEqual(expect.arrayContaining(['Over ons', 'Veelgestelde vragen', 'Welkom bij Vrijwilligerscentrale Zwolle']));
    expect(list.json().data.every((p: { attributes: { has_unpublished_changes: boolean } }) => 'has_unpublished_changes' in p.attributes)).toBe(true);
  });

  it('duplicates a page as an unpublished copy and deletes a page with its menu items', async () => {
    const source = (await get('/api/v1/pages/by_slug/veelgestelde-vragen')).json().data;
    const copy = await send('POST', `/api/v1/pages/${source.id}/duplicate`, undefined);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.attributes).toMatchObject({
      title: 'Veelgestelde vragen (kopie)',
      slug: 'veelgestelde-vragen-kopie',
      is_published: false,
    });
    expect(copy.json().data.attributes.blocks).toEqual(source.attributes.blocks);

    const [menu] = await testApp.database.db.select().from(menus).where(and(eq(menus.volunteerCenterId, zwolleId), eq(menus.location, 'header')));
    await testApp.database.db
      .insert(menuItems)
      .values({ tenantId: 'public', menuId: menu!.id, name: 'Kopie', linkType: 'content_page', pageId: copy.json().data.id, position: 99 });

    const removed = await send('DELETE', `/api/v1/pages/${copy.json().data.id}`, undefined);
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/v1/pages/${copy.json().data.id}?status=draft`, redacteur)).statusCode).toBe(404);
    expect(await auditActionsFor(testApp, copy.json().data.id)).toContain('page.deleted');
    expect(await testApp.database.db.select().from(menuItems).where(eq(menuItems.pageId, copy.json().data.id))).toEqual([]);
  });

  it('moves the home page mark to another page', async () => {
    const admin = await testApp.signIn('admin@public.example');
    const created = (await send('POST', '/api/v1/pages', pageDocument({ title: 'Nieuwe home', is_home: true, is_published: true }), admin)).json().data;
    expect((await get('/api/v1/pages/home')).json().data.id).toBe(created.id);
    const old = (await get('/api/v1/pages/by_slug/home')).json().data;
    expect(old.attributes).toMatchObject({ is_home: false, path: '/home' });
    await send('PATCH', `/api/v1/pages/${old.id}`, pageDocument({ is_home: true }), admin);
    expect((await get('/api/v1/pages/home')).json().data.id).toBe(old.id);
  });
});


describe('pages saved before a block prop existed', () => {
  it('read with the prop’s default, so renderers can count on it', async () => {
    const [found] = await testApp.database.db.select().from(pages).where(and(eq(pages.isHome, true), eq(pages.volunteerCenterId, zwolleId)));
    const home = found!;
    // As stored before LogoBar had `logos`.
    const blocks = home.draft.blocks.map((block) => (block.type === 'LogoBar' ? { ...block, props: { title: 'Partners', maxLogos: 6 } } : block));
    await testApp.database.db.update(pages).set({ draft: { ...home.draft, blocks: blocks as typeof home.draft.blocks } }).where(eq(pages.id, home.id));
    const editor = await testApp.signIn('admin@public.example');
    const read = await testApp.request({ url: `/api/v1/pages/${home.id}?status=draft`, credentials: editor, host: 'localhost' });
    const logoBar = (read.json().data.attributes.blocks as { type: string; props: Record<string, unknown> }[]).find((block) => block.type === 'LogoBar');
    expect(logoBar?.props).toEqual({ title: 'Partners', max_logos: 6, logos: [] });
  });
});
