import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'drizzle-orm';
import { VACANCY_FEED_PATHS } from '@platform/contracts';
import type { TestApp, TestRequest } from '../../../testing/test-app';
import { keysOf, startSearchWorld, type SearchWorld } from '../../../testing/search-world';

// The vacancy feeds (issue 31) read as an aggregator reads them: RSS with a
// well-kept feed parser, the sitemap with an XML parser, JSON Feed by its
// version's fields. The filters are the search's; so is the freshness.

let t: TestApp;
let world: SearchWorld;

beforeAll(async () => {
  ({ t, world } = await startSearchWorld());
});
afterAll(() => t.close());

type Options = Omit<TestRequest, 'url'>;
const get = (path: string, query = '', options: Options = {}) => t.request({ url: `${path}${query ? `?${query}` : ''}`, ...options });

async function rss(query: string, options: Options = {}) {
  const response = await get(VACANCY_FEED_PATHS.rss, query, options);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return { feed: parseFeed(response.body), response };
}

async function jsonFeed(query: string, options: Options = {}) {
  const response = await get(VACANCY_FEED_PATHS.json, query, options);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
  return response.json();
}

async function sitemap(query: string, options: Options = {}) {
  const response = await get(VACANCY_FEED_PATHS.sitemap, query, options);
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(response.body);
  return (parsed.urlset.url ?? []) as { loc: string; lastmod: string }[];
}

/** A JobPosting field of an RSS item, read by its namespace as an aggregator would. */
function schemaField(item: ReturnType<typeof parseFeed>['items'][number], name: string) {
  const element = item.element.findElementWithName(name.toLowerCase());
  expect(element?.namespaceUri).toBe('https://schema.org/');
  return element?.textContent;
}

const idOf = (url: string | null) => url?.split('/').at(-1) ?? '';
const keysOfUrls = (urls: (string | null)[]) => keysOf(world, urls.map((url) => ({ id: idOf(url) }))).sort();
const PUBLIC_WORLD = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'b1'];

describe('the vacancy feeds', () => {
  it('list the published vacancies and activities of the site, as a feed reader reads them', async () => {
    const { feed } = await rss('q=kwispeltuin');
    expect(feed.title).toBe('Vacatures van Vrijwilligerscentrale Zwolle');
    expect(feed.language).toBe('nl');
    expect(keysOfUrls(feed.items.map((item) => item.url))).toEqual(PUBLIC_WORLD);
    const zwolleOrigin = await t.app.tenancy.originFor('public', world.zwolleId, 'public_site');
    const apeldoornOrigin = await t.app.tenancy.originFor('public', world.apeldoornId, 'public_site');
    expect(feed.url).toBe(`${zwolleOrigin}/vacancies/search`);
    const a2 = feed.items.find((item) => idOf(item.url) === world.ids.a2)!;
    expect(a2).toMatchObject({ title: 'Sportmaatje voor ouderen in de kwispeltuin', description: 'Every volunteer is welcome.', url: `${zwolleOrigin}/vacancies/${world.ids.a2}` });
    expect(a2.authors.map((author) => author.name)).toEqual(['Stichting Kwispeltuin Zwolle']);
    expect(a2.published?.getTime()).toBeGreaterThan(Date.now() - 3 * 86_400_000);
    // Each vacancy links to its own centre's site (centres shared): one canonical page.
    const b1 = feed.items.find((item) => idOf(item.url) === world.ids.b1)!;
    expect(b1.url).toBe(`${apeldoornOrigin}/vacancies/${world.ids.b1}`);
    // What RSS has no element for is in schema.org's names.
    const a5 = feed.items.find((item) => idOf(item.url) === world.ids.a5)!;
    expect(schemaField(a5, 'validThrough')).toBe(`${world.weeklyExpires}T12:00:00.000Z`);
    expect(schemaField(a5, 'startDate')).toMatch(new RegExp(`^${world.firstTuesday}T09:00`));
    expect(schemaField(a5, 'employmentType')).toBe('activity');
    expect(schemaField(feed.items.find((item) => idOf(item.url) === world.ids.a3)!, 'jobLocation')).toBe('Kampen');

    const json = await jsonFeed('q=kwispeltuin');
    expect(json).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: 'Vacatures van Vrijwilligerscentrale Zwolle', home_page_url: `${zwolleOrigin}/vacancies/search`, feed_url: `${zwolleOrigin}${VACANCY_FEED_PATHS.json}?q=kwispeltuin` });
    expect(keysOfUrls(json.items.map((item: { url: string }) => item.url))).toEqual(PUBLIC_WORLD);
    const jsonA5 = json.items.find((item: { id: string }) => item.id === world.ids.a5);
    expect(jsonA5).toMatchObject({
      title: 'Wekelijkse wandeling door de kwispeltuin',
      authors: [{ name: 'Stichting Kwispeltuin Zwolle' }],
      _vacancy: { vacancy_type: 'activity', organization: 'Stichting Kwispeltuin Zwolle', place: 'Zwolle', valid_through: `${world.weeklyExpires}T12:00:00.000Z` },
    });

    const urls = await sitemap('q=kwispeltuin');
    expect(keysOfUrls(urls.map((url) => url.loc))).toEqual(PUBLIC_WORLD);
    expect(urls.every((url) => !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
  });

  it('speak the reader\'s language', async () => {
    const { feed } = await rss('q=kwispeltuin', { headers: { 'accept-language': 'en' } });
    expect(feed.title).toBe('Vacancies of Vrijwilligerscentrale Zwolle');
    expect(feed.language).toBe('en');
  });

  it('filter like the vacancy bank, with the same parameters', async () => {
    const urls = async (query: string) => keysOfUrls((await rss(query)).feed.items.map((item) => item.url));
    expect(await urls('q=kwispeltuin&filter[vacancy_type]=activity')).toEqual(['a4', 'a5']);
    expect(await urls(`q=kwispeltuin&filter[category_id]=${world.categories.Cultuur}`)).toEqual(['a7']);
    expect(await urls(`filter[organization_id]=${world.apeldoornOrganizationId}`)).toEqual(['b1']);
    expect(await urls(`q=kwispeltuin&filter[starts_from]=${world.openDay}&filter[starts_until]=${world.openDay}`)).toEqual(['a4']);
    expect(await urls('q=kwispeltuin&filter[place]=Kampen&filter[distance]=5')).toEqual(['a3']);
    // Pages of the search's order, newest first, with the next page named.
    const first = await jsonFeed('q=kwispeltuin&sort=-published_at&page[size]=3');
    expect(keysOf(world, first.items).sort()).toEqual(['a1', 'a2', 'a3']);
    const next = new URL(first.next_url);
    expect(next.searchParams.get('page[number]')).toBe('2');
    const second = await jsonFeed(next.search.slice(1));
    expect(keysOf(world, second.items).sort()).toEqual(['a4', 'a5', 'a6']);
  });

  it('answer 304 while nothing changed, and drop a vacancy the moment it closes or expires', async () => {
    const first = await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another query, format or language is another copy.
    expect((await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin&sort=-published_at', { headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await get(VACANCY_FEED_PATHS.json, 'q=kwispeltuin', { headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    expect((await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin', { headers: { 'if-none-match': etag, 'accept-language': 'en' } })).statusCode).toBe(200);

    // A vacancy filled by any writer leaves the very next answer.
    await t.database.db.execute(sql`update vacancies set status = 'filled', updated_at = now() where id = ${world.ids.a1}`);
    const closed = await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin', { headers: { 'if-none-match': etag } });
    expect(closed.statusCode).toBe(200);
    expect(closed.headers.etag).not.toBe(etag);
    expect(keysOfUrls(parseFeed(closed.body).items.map((item) => item.url))).toEqual(PUBLIC_WORLD.filter((key) => key !== 'a1'));

    // So does one whose expiry passes, though nothing was written after.
    const expiring = await get(VACANCY_FEED_PATHS.json, 'q=kwispeltuin');
    await t.database.db.execute(sql`update vacancies set expires_at = now() + interval '1 second', updated_at = now() where id = ${world.ids.a2}`);
    const beforeExpiry = await get(VACANCY_FEED_PATHS.json, 'q=kwispeltuin');
    expect(beforeExpiry.headers.etag).not.toBe(expiring.headers.etag);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const expired = await get(VACANCY_FEED_PATHS.json, 'q=kwispeltuin', { headers: { 'if-none-match': beforeExpiry.headers.etag as string } });
    expect(expired.statusCode).toBe(200);
    expect(keysOf(world, expired.json().items).sort()).toEqual(PUBLIC_WORLD.filter((key) => key !== 'a1' && key !== 'a2'));
  });

  it('show only the asked centre\'s vacancies: another tenant or centre never leaks in', async () => {
    const byHeader = await rss('q=kwispeltuin', { headers: { 'x-tenant': 'roermond' } });
    expect(keysOfUrls(byHeader.feed.items.map((item) => item.url))).toEqual(['r1']);
    const byQuery = await jsonFeed('q=kwispeltuin&tenant=roermond');
    expect(keysOf(world, byQuery.items)).toEqual(['r1']);
    expect(byQuery.title).toBe('Vacatures van Steunpunt Vrijwilligerswerk Roermond');
    const swalmen = await sitemap(`q=kwispeltuin&tenant=roermond&center=${world.swalmenId}`);
    expect(keysOfUrls(swalmen.map((url) => url.loc))).toEqual(['r3']);
    const roermondOrigin = await t.app.tenancy.originFor('roermond', world.swalmenId, 'public_site');
    expect(swalmen[0]!.loc).toBe(`${roermondOrigin}/vacancies/${world.ids.r3}`);
    // A centre of another tenant is refused, whether by query or by header.
    const foreign = await get(VACANCY_FEED_PATHS.rss, `tenant=roermond&center=${world.zwolleId}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ code: 'INVALID_VOLUNTEER_CENTER', source: { parameter: 'center' } });
    expect((await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin', { headers: { 'volunteer-center-id': world.swalmenId } })).statusCode).toBe(400);
    expect((await get(VACANCY_FEED_PATHS.json, 'tenant=atlantis')).json().errors[0]).toMatchObject({ code: 'UNKNOWN_TENANT' });
    // A signed-in manager reads the same public feed: no drafts, no contact details.
    const admin = await t.signIn('admin@public.example');
    const signedIn = await jsonFeed('q=kwispeltuin', { credentials: admin });
    expect(keysOf(world, signedIn.items).some((key) => key.startsWith('hidden'))).toBe(false);
  });

  it('link from the configured origin, never from the Host the request came on', async () => {
    const zwolleOrigin = await t.app.tenancy.originFor('public', world.zwolleId, 'public_site');
    for (const host of ['evil.example', 'localhost:31337']) {
      const response = await get(VACANCY_FEED_PATHS.rss, 'q=kwispeltuin', { host });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(host.split(':')[0] === 'localhost' ? ':31337' : host);
      expect(parseFeed(response.body).self).toBe(`${zwolleOrigin}${VACANCY_FEED_PATHS.rss}?q=kwispeltuin`);
    }
  });

  it('escape what vacancies say, so no title breaks the XML', async () => {
    await t.database.db.execute(
      sql`update vacancies set title = ${'Kwispeltuin <b>&</b> "quotes" ]]> \u0001 end'}, updated_at = now() where id = ${world.ids.a7}`,
    );
    const { feed, response } = await rss('q=kwispeltuin');
    expect(XMLValidator.validate(response.body)).toBe(true);
    expect(feed.items.find((item) => idOf(item.url) === world.ids.a7)!.title).toBe('Kwispeltuin <b>&</b> "quotes" ]]>  end');
    expect(XMLValidator.validate((await get(VACANCY_FEED_PATHS.sitemap, 'q=kwispeltuin')).body)).toBe(true);
  });
});

describe('the vacancy feeds with bad parameters', () => {
  const BAD: [query: string, parameter: string][] = [
    ['filter[vacancy_type]=volunteer', 'filter[vacancy_type]'],
    ['filter[category_id]=1', 'filter[category_id]'],
    ['filter[distance]=10', 'filter[distance]'],
    ['page[size]=51', 'page[size]'],
    ['include=organization', 'include'],
    ['fields[vacancies]=title', 'fields[vacancies]'],
    ['tenant=public&tenant=roermond', 'tenant'],
    ['format=atom', 'format'],
  ];
  for (const [query, parameter] of BAD) {
    it(`refuses ${parameter} in ${query}`, async () => {
      for (const path of Object.values(VACANCY_FEED_PATHS)) {
        const response = await get(path, query);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_QUERY_PARAMETER', source: { parameter } });
      }
    });
  }

  it('explains in the asked language', async () => {
    const english = (await get(VACANCY_FEED_PATHS.rss, 'filter[place]=Atlantis', { headers: { 'accept-language': 'en' } })).json().errors[0];
    expect(english.detail).toBe('We do not know the place "Atlantis". Check the spelling or choose a place nearby.');
    const dutch = (await get(VACANCY_FEED_PATHS.rss, 'filter[place]=Atlantis')).json().errors[0];
    expect(dutch.title).toBe('Ongeldige parameter');
  });

  it('refuses a switched-off vacancy type as the search does', async () => {
    const response = await get(VACANCY_FEED_PATHS.json, 'filter[vacancy_type]=activity', { host: 'oldebroek.localhost' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].meta).toEqual({ reason: 'feature_disabled' });
  });
});
