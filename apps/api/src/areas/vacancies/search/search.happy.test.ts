import { findDutchPlace } from '../../../platform/geocoding/dutch-places';
import type { TestApp } from '../../../testing/test-app';
import { keysOf, startSearchWorld, type SearchWorld } from '../../../testing/search-world';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; meta?: { distance_km?: number } };

let t: TestApp;
let world: SearchWorld;

beforeAll(async () => {
  ({ t, world } = await startSearchWorld());
});
afterAll(() => t.close());

async function search(query: string, options: { host?: string; headers?: Record<string, string> } = {}) {
  const response = await t.request({ url: `/api/v1/vacancies/search?${query}`, ...options });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { body, keys: keysOf(world, body.data as Resource[]), data: body.data as Resource[] };
}

const ofA = () => `filter[organization_id]=${world.zwolleOrganizationId}`;

/** Great-circle distance in km, as the API computes it. */
function km(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((to.latitude - from.latitude) * rad) / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(((to.longitude - from.longitude) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

describe('GET /api/v1/vacancies/search', () => {
  it('is public, wins over /vacancies/:id and answers a JSON:API list with total, links and facets', async () => {
    const response = await t.request({ url: '/api/v1/vacancies/search' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const body = response.json();
    expect(body.data.length).toBe(20);
    expect(body.meta).toMatchObject({ page_number: 1, page_size: 20 });
    expect(body.meta.total).toBeGreaterThan(20);
    expect(Object.keys(body.meta.facets).sort()).toEqual(['age_group_id', 'category_id', 'vacancy_type']);
    expect(body.links.next).toContain('page%5Bnumber%5D=2');
    for (const vacancy of body.data as Resource[]) {
      expect(vacancy.type).toBe('vacancies');
      expect(vacancy.attributes.status).toBe('published');
      expect(vacancy.attributes).not.toHaveProperty('search_document');
    }
  });

  it('finds words with Dutch and English stemming', async () => {
    expect((await search(`q=vrijwilligers&${ofA()}`)).keys).toEqual(['a1']);
    expect((await search(`q=volunteers&${ofA()}`)).keys).toEqual(['a2']);
    expect((await search('q=KWISPELTUIN')).keys.sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'b1']);
  });

  it('understands quotes and -word as in web search, and ranks title matches first', async () => {
    expect((await search(`q=${encodeURIComponent('"open dag" kwispeltuin')}`)).keys).toEqual(['a4']);
    // "Taalmaatje" and "Sportmaatje" are words of their own; a3 mentions a wandeling.
    expect((await search(`q=${encodeURIComponent('kwispeltuin -wandeling -maatje')}`)).keys.sort()).toEqual(['a1', 'a2', 'a4', 'a7', 'b1']);
    // a5 has "wandeling" in its title, a3 only in its description.
    expect((await search(`q=wandeling&${ofA()}`)).keys).toEqual(['a5', 'a3']);
  });

  it('matches no vacancy for words that are stop words in both languages, and never fails on odd input', async () => {
    expect((await search(`q=in&${ofA()}`)).body.meta.total).toBe(0);
    for (const q of ['"', '-', '&|!():*', "kwispeltuin' or 1=1 --", 'ü ß ñ 😀', 'a'.repeat(200)]) {
      await search(`q=${encodeURIComponent(q)}`);
    }
  });

  it('filters by vacancy type, category, age group and organisation, each a list meaning "any of them"', async () => {
    expect((await search('q=kwispeltuin&filter[vacancy_type]=activity,language')).keys.sort()).toEqual(['a3', 'a4', 'a5']);
    expect((await search(`q=kwispeltuin&filter[category_id]=${world.categories.Natuur},${world.categories.Cultuur}`)).keys.sort()).toEqual(['a4', 'a5', 'a7']);
    expect((await search(`q=kwispeltuin&filter[age_group_id]=${world.ageGroups['Jongeren 12–17']}`)).keys.sort()).toEqual(['a2', 'a3']);
    expect((await search(`filter[organization_id]=${world.apeldoornOrganizationId},${world.zwolleOrganizationId}`)).body.meta.total).toBe(8);
  });

  it('counts each facet with every other filter applied but its own', async () => {
    const { categories, ageGroups } = world;
    const bySport = await search(`q=kwispeltuin&filter[category_id]=${categories.Sport}`);
    expect(bySport.keys.sort()).toEqual(['a1', 'a2', 'a5']);
    expect(bySport.body.meta.total).toBe(3);
    expect(bySport.body.meta.facets).toEqual({
      vacancy_type: { volunteering: 2, activity: 1 },
      category_id: {
        [categories.Sport!]: 3,
        [categories['Zorg en welzijn']!]: 3,
        [categories.Natuur!]: 2,
        [categories.Cultuur!]: 1,
        [categories.Vervoer!]: 1,
      },
      age_group_id: { [ageGroups['55+']!]: 2, [ageGroups['Jongeren 12–17']!]: 1 },
    });
    const bySportAndType = await search(`q=kwispeltuin&filter[category_id]=${categories.Sport}&filter[vacancy_type]=volunteering`);
    expect(bySportAndType.body.meta.total).toBe(2);
    expect(bySportAndType.body.meta.facets.vacancy_type).toEqual({ volunteering: 2, activity: 1 });
    expect(bySportAndType.body.meta.facets.category_id).toEqual({
      [categories.Sport!]: 2,
      [categories['Zorg en welzijn']!]: 1,
      [categories.Cultuur!]: 1,
      [categories.Vervoer!]: 1,
    });
  });

  it('sorts by publication date both ways, newest first by default', async () => {
    expect((await search(ofA())).keys).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
    expect((await search(`${ofA()}&sort=published_at`)).keys).toEqual(['a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
    // Relevance without words has nothing to rank: newest first.
    expect((await search(`${ofA()}&sort=relevance`)).keys).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
  });

  it('sorts activities by their start, the rest after them', async () => {
    expect((await search(`${ofA()}&sort=starts_at`)).keys).toEqual(['a4', 'a5', 'a1', 'a2', 'a3', 'a6', 'a7']);
  });

  it('finds vacancies within a distance of a place, nearest first, each with its distance', async () => {
    const zwolle = (await findDutchPlace('Zwolle'))!;
    const placeOf: Record<string, string> = { a2: 'Dalfsen', a3: 'Kampen', a4: 'Raalte' };
    const expected = await Promise.all(
      ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map(async (key) => ({ key, distance: km(zwolle, (await findDutchPlace(placeOf[key] ?? 'Zwolle'))!) })),
    );
    const { data, keys } = await search(`${ofA()}&filter[place]=zwolle&filter[distance]=50&sort=distance`);
    // a7 has no coordinates; ties (same place) go to the newest.
    expect(keys).toEqual([...expected].sort((x, y) => x.distance - y.distance || 0).map((e) => e.key));
    for (const vacancy of data) {
      const want = expected.find((e) => e.key === keysOf(world, [vacancy])[0])!;
      expect(vacancy.meta?.distance_km).toBeCloseTo(want.distance, 1);
    }
    const near = await search(`${ofA()}&filter[place]=Zwolle&filter[distance]=5`);
    expect(near.keys).toEqual(['a1', 'a5', 'a6']);
    // 10 km by default.
    const byDefault = await search(`${ofA()}&filter[place]=Zwolle`);
    expect(byDefault.keys.sort()).toEqual(expected.filter((e) => e.distance <= 10).map((e) => e.key).sort());
  });

  it('finds vacancies around a point', async () => {
    const kampen = (await findDutchPlace('Kampen'))!;
    const { keys, data } = await search(`${ofA()}&filter[latitude]=${kampen.latitude}&filter[longitude]=${kampen.longitude}&filter[distance]=3`);
    expect(keys).toEqual(['a3']);
    expect(data[0]?.meta?.distance_km).toBeCloseTo(0, 2);
  });

  it('finds activities with an occurrence in a date range, weekly ones by their rule', async () => {
    const dates = (from: string, until: string) => search(`q=kwispeltuin&filter[starts_from]=${from}&filter[starts_until]=${until}`);
    expect((await dates(world.openDay, world.openDay)).keys).toEqual(['a4']);
    expect((await dates(world.firstTuesday, world.firstTuesday)).keys).toEqual(['a5']);
    const wednesday = new Date(Date.parse(`${world.firstTuesday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await dates(wednesday, wednesday)).keys).toEqual([]);
    const aMonthLater = new Date(Date.parse(`${world.firstTuesday}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
    expect((await dates(aMonthLater, aMonthLater)).keys).toEqual(['a5']);
    // No occurrences after the vacancy expires.
    const afterExpiry = new Date(Date.parse(`${world.weeklyExpires}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await search(`q=kwispeltuin&filter[starts_from]=${afterExpiry}`)).keys).toEqual([]);
    expect((await search(`q=kwispeltuin&filter[starts_until]=${world.openDay}&sort=starts_at`)).keys).toEqual(['a4']);
    expect((await search(`q=kwispeltuin&filter[starts_from]=${world.openDay}&sort=starts_at`)).keys).toEqual(['a4', 'a5']);
  });

  it('pages with links and an empty page past the end', async () => {
    const first = await search(`${ofA()}&page[size]=3`);
    expect(first.keys).toEqual(['a1', 'a2', 'a3']);
    expect(first.body.meta).toMatchObject({ total: 7, page_number: 1, page_size: 3, page_count: 3 });
    expect(first.body.links.prev).toBeNull();
    const last = await search(`${ofA()}&page[size]=3&page[number]=3`);
    expect(last.keys).toEqual(['a7']);
    expect(last.body.links.next).toBeNull();
    expect((await search(`${ofA()}&page[size]=3&page[number]=4`)).keys).toEqual([]);
    expect((await search(`${ofA()}&page[size]=2&page[number]=2&sort=published_at`)).keys).toEqual(['a5', 'a4']);
  });

  it('includes organisations, categories and age groups', async () => {
    const { body } = await search(`q=sportmaatje&include=organization,categories,age_groups`);
    const included = body.included as Resource[];
    expect(included.filter((r) => r.type === 'organizations').map((r) => r.attributes.name)).toEqual(['Stichting Kwispeltuin Zwolle']);
    expect(included.filter((r) => r.type === 'vacancy_categories').map((r) => r.attributes.name).sort()).toEqual(['Sport', 'Zorg en welzijn']);
    expect(included.filter((r) => r.type === 'age_groups').map((r) => r.attributes.name).sort()).toEqual(['55+', 'Jongeren 12–17']);
    expect(body.data[0].relationships.organization.data).toEqual({ type: 'organizations', id: world.zwolleOrganizationId });
  });

  it('applies sparse fieldsets', async () => {
    const { data } = await search(`${ofA()}&fields[vacancies]=title,place`);
    expect(Object.keys(data[0]!.attributes).sort()).toEqual(['place', 'title']);
  });

  it('shows a vacancy published through the API at once, with fresh counts', async () => {
    await search('q=kwispeltuin');
    const admin = await t.signIn('admin@public.example');
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: admin,
      body: {
        data: {
          type: 'vacancies',
          attributes: {
            organization_id: world.zwolleOrganizationId,
            title: 'Nieuw in de kwispeltuin',
            description: '<p>Net gepubliceerd.</p>',
            contact_person: 'Kees Kwispel',
            expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
            status: 'published',
          },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const after = await search('q=kwispeltuin');
    expect(after.body.meta.total).toBe(9);
    expect(after.data.map((v) => v.id)).toContain(created.json().data.id);
  });
});
