import { centerIdOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { lookups, putProfile, volunteerInPool } from '../../testing/volunteer-pool';

// A volunteer's own profile (issue 28): kept, checked, previewed as an organisation sees it.

let t: TestApp;
let volunteer: Credentials;
let zwolleId: string;
let names: Awaited<ReturnType<typeof lookups>>;

beforeAll(async () => {
  t = await createTestApp();
  volunteer = await t.signIn('vrijwilliger@public.example');
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
  names = await lookups(t);
});
afterAll(() => t.close());

const get = (url: string, credentials?: Credentials, host = 'localhost') =>
  t.request({ url: `/api/v1${url}`, credentials, host });

describe('GET and PUT /volunteer_profile', () => {
  it('answers data: null before a profile exists, then keeps what is saved', async () => {
    const { credentials } = await volunteerInPool(t, zwolleId, { in_pool: false });
    const fresh = await t.signIn('vrijwilliger@public.example');
    const none = await get('/volunteer_profile', fresh);
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toBeNull();

    const category = Object.values(names.categories)[0];
    const saved = await putProfile(t, credentials, {
      introduction: '  Ik kook graag.  ',
      category_ids: [category],
      skills: ['Koken', 'koken', 'Fietsen'],
      languages: ['nl', 'en'],
      availability: ['mon_evening', 'sat_morning'],
      hours_per_week: 4,
      place: 'Zwolle',
      travel_distance_km: 15,
      age_group_id: Object.values(names.ageGroups)[0],
      wants_one_to_one: true,
      in_pool: true,
    });
    expect(saved.statusCode).toBe(200);
    const attributes = saved.json().data.attributes;
    expect(attributes).toMatchObject({
      introduction: 'Ik kook graag.',
      category_ids: [category],
      skills: ['koken', 'Fietsen'],
      languages: ['nl', 'en'],
      place: 'Zwolle',
      in_pool: true,
      wants_one_to_one: true,
    });
    expect(attributes.joined_pool_at).toEqual(expect.any(String));
    const read = await get('/volunteer_profile', credentials);
    expect(read.json().data.attributes).toEqual(attributes);

    // Staying in the pool keeps the date joined; leaving clears it.
    const again = await putProfile(t, credentials, { introduction: 'Nog steeds.', in_pool: true });
    expect(again.json().data.attributes.joined_pool_at).toBe(attributes.joined_pool_at);
    const left = await putProfile(t, credentials, { in_pool: false });
    expect(left.json().data.attributes).toMatchObject({
      in_pool: false,
      joined_pool_at: null,
      introduction: '',
    });
  });

  it('previews the profile as an organisation sees it: first name, no contact details, no match', async () => {
    const { credentials } = await volunteerInPool(
      t,
      zwolleId,
      { introduction: 'Kijk maar.' },
      { firstName: 'Petra' },
    );
    const preview = await get('/volunteer_profile/preview', credentials);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.attributes).toMatchObject({
      first_name: 'Petra',
      last_name: null,
      email: null,
      phone_number: null,
      match: null,
      introduction: 'Kijk maar.',
    });
    const nobody = await get(
      '/volunteer_profile/preview',
      await t.signIn('centrum@public.example'),
    );
    expect(nobody.json().data).toBeNull();
  });

  it.each([
    [{ category_ids: ['7a0c8d80-5406-4650-874b-1e0cd8e0ec59'] }, 'category_ids', 'invalid_choice'],
    [{ age_group_id: '7a0c8d80-5406-4650-874b-1e0cd8e0ec59' }, 'age_group_id', 'invalid_choice'],
    [{ place: 'Nergenshuizen aan de Zee' }, 'place', 'unknown_place'],
    [{ hours_per_week: 0 }, 'hours_per_week', undefined],
    [{ travel_distance_km: 101 }, 'travel_distance_km', undefined],
    [{ languages: ['xx'] }, 'languages', undefined],
    [{ availability: ['mon_night'] }, 'availability', undefined],
    [{ skills: ['x'] }, 'skills', undefined],
    [{ introduction: 'x'.repeat(1001) }, 'introduction', 'too_long'],
    [{ in_pool: 'ja' }, 'in_pool', undefined],
  ])('refuses bad input #%# with a 422 on the field', async (attributes, field, reason) => {
    const response = await putProfile(t, volunteer, attributes);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.source.pointer).toMatch(new RegExp(`^/data/attributes/${field}`));
    expect(error.detail).toEqual(expect.any(String));
    if (reason) expect(error.meta?.reason).toBe(reason);
  });

  it('answers 401 without a session and 404 where the feature is off (meedoen)', async () => {
    expect((await get('/volunteer_profile')).statusCode).toBe(401);
    const meedoen = await t.signIn('vrijwilliger@meedoen.example', { host: 'meedoen.localhost' });
    for (const url of ['/volunteer_profile', '/volunteer_profile/preview']) {
      expect((await get(url, meedoen, 'meedoen.localhost')).statusCode).toBe(404);
    }
    expect((await putProfile(t, meedoen, {}, 'meedoen.localhost')).statusCode).toBe(404);
  });
});

describe('GET /volunteer_profile/recommendations ("Voor jou")', () => {
  it('ranks published vacancies by the match with the profile, answered like the vacancy search', async () => {
    const care = names.categories['Zorg en welzijn']!;
    const { credentials } = await volunteerInPool(t, zwolleId, {
      category_ids: [care],
      skills: ['Koken'],
      place: 'Zwolle',
      travel_distance_km: 25,
      in_pool: false,
    });
    const response = await get('/volunteer_profile/recommendations', credentials);
    expect(response.statusCode).toBe(200);
    const { data, included, meta } = response.json();
    expect(data.length).toBeGreaterThan(0);
    expect(meta.total).toBeGreaterThanOrEqual(data.length);
    const scores = data.map((vacancy: { id: string }) => meta.matches[vacancy.id].score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const best = data[0];
    expect(best.type).toBe('vacancies');
    expect(best.attributes.status).toBe('published');
    expect(meta.matches[best.id].reasons).toEqual(
      expect.arrayContaining([{ kind: 'interest', values: [care], km: null }]),
    );
    expect(included.every((resource: { type: string }) => resource.type === 'organizations')).toBe(
      true,
    );
    const second = await get('/volunteer_profile/recommendations?page[number]=2', credentials);
    expect(second.json().data.map((v: { id: string }) => v.id)).not.toContain(best.id);
  });

  it('is empty without a profile, 401 without a session, 404 where the feature is off', async () => {
    const none = await get(
      '/volunteer_profile/recommendations',
      await t.signIn('centrum@public.example'),
    );
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0, matches: {} } });
    expect((await get('/volunteer_profile/recommendations')).statusCode).toBe(401);
    const meedoen = await t.signIn('vrijwilliger@meedoen.example', { host: 'meedoen.localhost' });
    expect(
      (await get('/volunteer_profile/recommendations', meedoen, 'meedoen.localhost')).statusCode,
    ).toBe(404);
    expect(
      (await get('/volunteer_profile/recommendations?page[size]=51', volunteer)).statusCode,
    ).toBe(400);
  });
});
