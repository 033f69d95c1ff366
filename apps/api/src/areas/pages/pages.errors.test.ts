import { pages } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { centerIdOf, uploadedImage } from '../../testing/fixtures';
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

const create = (attributes: Record<string, unknown>, locale = 'nl') =>
  testApp.request({ method: 'POST', url: '/api/v1/pages', body: pageDocument(attributes), credentials: redacteur, headers: { 'accept-language': locale } });

const pointersOf = (response: Awaited<ReturnType<typeof create>>) =>
  response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);

async function pageCount(): Promise<number> {
  return (await testApp.database.db.select().from(pages)).length;
}

describe('a page that cannot be saved', () => {
  it('points at the bad prop of the block, translated, and stores nothing', async () => {
    const before = await pageCount();
    const response = await create({
      title: 'Pagina',
      blocks: [
        { id: 'a', type: 'MarkdownText', props: { markdown: 'Hallo' } },
        { id: 'b', type: 'SectionTitle', props: { title: 'Kop' } },
        { id: 'c', type: 'QuoteBlock', props: { quote: 'Mooi' } },
        { id: 'd', type: 'CallToAction', props: { title: '', button: { label: 'Ga', href: '/x' } } },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        source: { pointer: '/data/attributes/blocks/3/props/title' },
        detail: 'title is verplicht.',
      }),
    ]);
    expect(await pageCount()).toBe(before);
  });

  it('refuses an unknown block type, naming the types there are', async () => {
    const response = await create({ title: 'Pagina', blocks: [{ id: 'a', type: 'Marquee', props: {} }] }, 'en');
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.source.pointer).toBe('/data/attributes/blocks/0/type');
    expect(error.detail).toContain('MarkdownText, Image, ImageTextButtons');
  });

  it('refuses links that could run script, in buttons and hotlinks', async () => {
    const response = await create({
      title: 'Pagina',
      blocks: [
        { id: 'a', type: 'CallToAction', props: { title: 'Klik', button: { label: 'Ga', href: 'javascript:alert(1)' } } },
        { id: 'b', type: 'Hotlinks', props: { links: [{ label: 'Ga', href: '//evil.example' }, { label: 'Data', href: 'data:text/html,x' }] } },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(pointersOf(response)).toEqual([
      '/data/attributes/blocks/0/props/button/href',
      '/data/attributes/blocks/1/props/links/0/href',
      '/data/attributes/blocks/1/props/links/1/href',
    ]);
  });

  it('needs alt text unless an image is decorative, and only the centre’s own uploads', async () => {
    const own = await uploadedImage(testApp, 'public', zwolleId);
    const apeldoorn = await uploadedImage(testApp, 'public', await centerIdOf(testApp, 'public', 'apeldoorn'));
    const missingAlt = await create({ title: 'Pagina', blocks: [{ id: 'a', type: 'Image', props: { image: { url: own } } }] }, 'en');
    expect(missingAlt.statusCode).toBe(422);
    expect(missingAlt.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/blocks/0/props/image/alt' }, detail: 'alt is required.' });

    const foreign = await create({
      title: 'Pagina',
      cover_image: { url: apeldoorn, alt: 'Foto' },
      blocks: [
        { id: 'a', type: 'Image', props: { image: { url: own, alt: 'Eigen foto' } } },
        { id: 'b', type: 'PhotoSlideshow', props: { slides: [{ image: { url: 'https://elders.example/foto.jpg', alt: 'Foto' } }] } },
        { id: 'c', type: 'PhotoHero', props: { title: 'Hero', image: { url: apeldoorn, alt: 'Foto' } } },
      ],
    });
    expect(foreign.statusCode).toBe(422);
    expect(pointersOf(foreign)).toEqual([
      '/data/attributes/blocks/1/props/slides/0/image/url',
    ]);

    const notOwn = await create({
      title: 'Pagina',
      cover_image: { url: apeldoorn, alt: 'Foto' },
      blocks: [{ id: 'c', type: 'PhotoHero', props: { title: 'Hero', image: { url: apeldoorn, alt: 'Foto' } } }],
    });
    expect(notOwn.statusCode).toBe(422);
    expect(pointersOf(notOwn)).toEqual(['/data/attributes/cover_image/url', '/data/attributes/blocks/0/props/image/url']);
  });

  it('refuses a slug the site itself uses or another page has, naming the field', async () => {
    const reserved = await create({ title: 'Vacatures', slug: 'vacancies' });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/slug' },
      detail: 'slug is het adres van een pagina van de website zelf; kies een ander.',
    });
    const taken = await create({ title: 'Over', slug: 'over-ons' });
    expect(taken.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/slug' }, detail: 'slug is al in gebruik.' });
    const malformed = await create({ title: 'Over', slug: 'Over ons/x' });
    expect(malformed.json().errors[0].source.pointer).toBe('/data/attributes/slug');
    // A title that is itself a reserved word gets a slug that is not.
    const fromTitle = await create({ title: 'Partners' });
    expect(fromTitle.json().data.attributes.slug).toBe('partners-pagina');
  });

  it('refuses a home page that is not a default page, unknown attributes and a wrong document', async () => {
    const news = await create({ title: 'Nieuws', page_type: 'news', is_home: true });
    expect(pointersOf(news)).toEqual(['/data/attributes/is_home']);
    const unknown = await create({ title: 'Pagina', colour: 'red', blocks: 'veel' });
    expect(pointersOf(unknown)).toEqual(['/data/attributes/colour', '/data/attributes/blocks']);
    const wrongType = await testApp.request({
      method: 'POST',
      url: '/api/v1/pages',
      body: { data: { type: 'vacancies', attributes: { title: 'x' } } },
      credentials: redacteur,
    });
    expect(wrongType.statusCode).toBe(400);
    const tooMany = await create({ title: 'Pagina', blocks: Array.from({ length: 61 }, (_, i) => ({ id: `b${i}`, type: 'MarkdownText', props: { markdown: 'x' } })) });
    expect(pointersOf(tooMany)).toEqual(['/data/attributes/blocks']);
  });

  it('answers 400 for unknown query parameters and 404 for malformed ids and slugs', async () => {
    expect((await testApp.request({ url: '/api/v1/pages?status=everything' })).statusCode).toBe(400);
    expect((await testApp.request({ url: '/api/v1/pages?filter[page_type]=blog' })).statusCode).toBe(400);
    expect((await testApp.request({ url: '/api/v1/pages?filter[id]=nope' })).statusCode).toBe(400);
    expect((await testApp.request({ url: '/api/v1/pages?filter[colour]=red' })).statusCode).toBe(400);
    expect((await testApp.request({ url: '/api/v1/pages/nope' })).statusCode).toBe(404);
    expect((await testApp.request({ url: '/api/v1/pages/by_slug/-bad-' })).statusCode).toBe(404);
    expect((await testApp.request({ url: '/api/v1/pages/by_slug/%3Cscript%3E' })).statusCode).toBe(404);
  });
});
