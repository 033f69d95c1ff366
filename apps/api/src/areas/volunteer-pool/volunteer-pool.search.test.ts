import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/db/database';
import { poolChanges, users } from '../../schema';
import { purgePoolChangesJob } from './volunteer-pool.search.jobs';
import { centerIdOf, organizationRow, publishVacancy } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import {
  lookups,
  organizationManager,
  putProfile,
  volunteerInPool,
} from '../../testing/volunteer-pool';

// The pool search (issue 28): who sees whom, filters with counts, distance,
// ranking by a vacancy, and freshness across processes.

type Resource = { id: string; attributes: Record<string, unknown> };

let t: TestApp;
let zwolleId: string;
let apeldoornId: string;
let staff: Credentials;
let names: Awaited<ReturnType<typeof lookups>>;
let organization: Awaited<ReturnType<typeof organizationManager>>;
let cook: Awaited<ReturnType<typeof volunteerInPool>>;
let gardener: Awaited<ReturnType<typeof volunteerInPool>>;
let driver: Awaited<ReturnType<typeof volunteerInPool>>;

beforeAll(async () => {
  t = await createTestApp();
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
  apeldoornId = await centerIdOf(t, 'public', 'apeldoorn');
  staff = await t.signIn('centrum@public.example');
  names = await lookups(t);
  organization = await organizationManager(t, zwolleId);
  cook = await volunteerInPool(
    t,
    zwolleId,
    {
      introduction: 'Ik kook graag voor grote groepen.',
      category_ids: [names.categories['Zorg en welzijn']],
      skills: ['Koken', 'Boodschappen'],
      languages: ['nl', 'ar'],
      availability: ['mon_evening', 'tue_evening'],
      place: 'Zwolle',
      travel_distance_km: 10,
      hours_per_week: 6,
    },
    { firstName: 'Kees' },
  );
  gardener = await volunteerInPool(
    t,
    zwolleId,
    {
      introduction: 'Tuinieren en wandelen in de natuur.',
      category_ids: [names.categories.Natuur],
      skills: ['Tuinieren', 'Koken'],
      languages: ['nl'],
      availability: ['sat_morning'],
      place: 'Kampen',
      travel_distance_km: 20,
      wants_one_to_one: true,
    },
    { firstName: 'Gijs' },
  );
  driver = await volunteerInPool(
    t,
    zwolleId,
    {
      introduction: 'Ik rijd graag.',
      category_ids: [names.categories.Vervoer],
      skills: ['Rijbewijs B'],
      languages: ['en'],
      place: 'Deventer',
    },
    { firstName: 'Dirk' },
  );
}, 180_000);
afterAll(() => t.close());

async function search(
  query: string,
  credentials: Credentials = organization.credentials,
  host = 'localhost',
) {
  const response = await t.request({
    url: `/api/v1/volunteer_profiles${query ? `?${query}` : ''}`,
    credentials,
    host,
  });
  if (response.statusCode !== 200)
    return {
      status: response.statusCode,
      body: response.json(),
      ids: [] as string[],
      data: [] as Resource[],
    };
  const body = response.json();
  const data = body.data as Resource[];
  return { status: 200, body, data, ids: data.map((profile) => profile.id), meta: body.meta };
}

const ours = (ids: string[]) =>
  ids.filter((id) => [cook.profileId, gardener.profileId, driver.profileId].includes(id));

describe('GET /volunteer_profiles', () => {
  it('shows an organisation the first name and the introduction, never contact details', async () => {
    const { data, meta } = await search('');
    const kees = data.find((profile) => profile.id === cook.profileId)!;
    expect(kees.attributes).toMatchObject({
      first_name: 'Kees',
      last_name: null,
      email: null,
      phone_number: null,
      introduction: 'Ik kook graag voor grote groepen.',
      can_reply_from: null,
      match: null,
    });
    expect(meta.total).toBeGreaterThanOrEqual(3);
  });

  it('shows staff the last name and e-mail too', async () => {
    const { data } = await search('', staff);
    expect(data.find((profile) => profile.id === cook.profileId)!.attributes).toMatchObject({
      last_name: 'Pool',
      email: cook.email,
    });
  });

  it('filters by words, interests, skills, languages, day parts and one-to-one, newest first', async () => {
    expect(ours((await search('filter[q]=KOOK groepen')).ids)).toEqual([cook.profileId]);
    expect(
      ours(
        (await search(`filter[category_id]=${names.categories.Natuur},${names.categories.Vervoer}`))
          .ids,
      ).sort(),
    ).toEqual([gardener.profileId, driver.profileId].sort());
    expect(ours((await search('filter[skill]=koken')).ids).sort()).toEqual(
      [cook.profileId, gardener.profileId].sort(),
    );
    expect(ours((await search('filter[language]=ar')).ids)).toEqual([cook.profileId]);
    expect(ours((await search('filter[availability]=sat_morning,sun_morning')).ids)).toEqual([
      gardener.profileId,
    ]);
    expect(ours((await search('filter[one_to_one]=true')).ids)).toEqual([gardener.profileId]);
    expect(ours((await search('')).ids)).toEqual([
      driver.profileId,
      gardener.profileId,
      cook.profileId,
    ]);
  });

  it('ranks by how many asked values a profile has, and counts each filter over the others', async () => {
    const { ids, meta } = await search('filter[skill]=koken,tuinieren');
    expect(ours(ids)).toEqual([gardener.profileId, cook.profileId]);
    // The skill facet ignores the skill filter; the language facet counts within it.
    expect(meta.facets.skill).toMatchObject({
      Koken: expect.any(Number),
      'Rijbewijs B': expect.any(Number),
    });
    expect(meta.facets.language.ar).toBeGreaterThanOrEqual(1);
    // Only drivers are counted by language under a driving filter: nobody who speaks Arabic drives here.
    const drivers = await search('filter[skill]=rijbewijs b');
    expect(drivers.meta.facets.language.ar ?? 0).toBe(0);
    expect(drivers.meta.facets.language.en).toBeGreaterThanOrEqual(1);
  });

  it('finds profiles within a distance of a place, nearest first, with the distance', async () => {
    const { data } = await search('filter[place]=Zwolle&filter[distance]=20');
    const found = data.filter((profile) => ours([profile.id]).length > 0);
    expect(found.map((profile) => profile.id)).toEqual([cook.profileId, gardener.profileId]);
    expect(found[1]!.attributes.distance_km).toBeGreaterThan(5);
    expect(ours((await search('filter[place]=Deventer&filter[distance]=5')).ids)).toEqual([
      driver.profileId,
    ]);
  });

  it("ranks by the match with one of the organisation's vacancies, with reasons", async () => {
    const manager = await t.signIn('organisatie@public.example');
    const own = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
    const vacancyId = await publishVacancy(t, manager, {
      organization_id: own,
      title: 'Kok voor de maaltijdservice',
      description: '<p>Wij zoeken iemand die kan koken en boodschappen doet.</p>',
      category_ids: [names.categories['Zorg en welzijn']],
    });
    const { data } = await search(`filter[vacancy_id]=${vacancyId}`, staff);
    const first = data.find((profile) => ours([profile.id]).length > 0)!;
    expect(first.id).toBe(cook.profileId);
    const match = first.attributes.match as {
      score: number;
      reasons: { kind: string; values: string[] }[];
    };
    expect(match.score).toBeGreaterThan(50);
    expect(match.reasons).toEqual(
      expect.arrayContaining([
        { kind: 'interest', values: [names.categories['Zorg en welzijn']], km: null },
        { kind: 'skill', values: ['Koken', 'Boodschappen'], km: null },
      ]),
    );
    // Not a vacancy of the searching organisation: refused.
    const other = await search(`filter[vacancy_id]=${vacancyId}`);
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toMatchObject({
      source: { parameter: 'filter[vacancy_id]' },
      meta: { reason: 'unknown_vacancy' },
    });
  });

  it.each([
    ['filter[place]=Nergenshuizen', 'filter[place]', 'unknown_place'],
    ['filter[distance]=5', 'filter[distance]', 'needs_location'],
    ['filter[place]=Zwolle&filter[distance]=500', 'filter[distance]', 'out_of_range'],
    ['filter[language]=xx', 'filter[language]', 'invalid'],
    ['filter[availability]=mon_night', 'filter[availability]', 'invalid'],
    ['filter[category_id]=nope', 'filter[category_id]', 'invalid'],
    ['filter[one_to_one]=ja', 'filter[one_to_one]', 'invalid'],
    [`filter[q]=${'x'.repeat(201)}`, 'filter[q]', 'too_long'],
    ['filter[colour]=red', 'filter[colour]', undefined],
    ['page[size]=51', 'page[size]', undefined],
  ])('refuses %s with a 400 naming the parameter', async (query, parameter, reason) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe(parameter);
    expect(body.errors[0].detail).toEqual(expect.any(String));
    if (reason) expect(body.errors[0].meta.reason).toBe(reason);
  });

  it('pages with links and an empty page past the end', async () => {
    const { data, meta } = await search('page[size]=1&page[number]=2');
    expect(data).toHaveLength(1);
    expect(meta.total).toBeGreaterThanOrEqual(3);
    expect((await search('page[number]=9999999')).data).toEqual([]);
  });
});

describe('who sees the pool', () => {
  it('refuses volunteers, plain members and unapproved organisations, and 401 without a session', async () => {
    const volunteer = await t.signIn('vrijwilliger@public.example');
    const member = await organizationManager(t, zwolleId, { role: 'member' });
    const pending = await organizationManager(t, zwolleId, { status: 'pending' });
    for (const credentials of [
      volunteer,
      cook.credentials,
      member.credentials,
      pending.credentials,
    ]) {
      expect((await search('', credentials)).status).toBe(403);
      const one = await t.request({
        url: `/api/v1/volunteer_profiles/${cook.profileId}`,
        credentials,
      });
      expect(one.statusCode).toBe(403);
    }
    expect((await t.request({ url: '/api/v1/volunteer_profiles' })).statusCode).toBe(401);
  });

  it("shows another centre's organisation and staff nobody of this centre", async () => {
    const apeldoorn = await organizationManager(t, apeldoornId, { host: 'apeldoorn.localhost' });
    const apeldoornStaff = await t.signIn('centrum-apeldoorn@public.example', {
      host: 'apeldoorn.localhost',
    });
    for (const credentials of [apeldoorn.credentials, apeldoornStaff]) {
      expect(ours((await search('', credentials, 'apeldoorn.localhost')).ids)).toEqual([]);
      const one = await t.request({
        url: `/api/v1/volunteer_profiles/${cook.profileId}`,
        credentials,
        host: 'apeldoorn.localhost',
      });
      expect(one.statusCode).toBe(404);
    }
  });

  it('answers 404 in another tenant and where the feature is off (meedoen)', async () => {
    const roermond = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const one = await t.request({
      url: `/api/v1/volunteer_profiles/${cook.profileId}`,
      credentials: roermond,
      host: 'roermond.localhost',
    });
    expect(one.statusCode).toBe(404);
    expect(ours((await search('', roermond, 'roermond.localhost')).ids)).toEqual([]);
    const meedoen = await t.signIn('admin@meedoen.example', { host: 'meedoen.localhost' });
    expect((await search('', meedoen, 'meedoen.localhost')).status).toBe(404);
    const meedoenOne = await t.request({
      url: `/api/v1/volunteer_profiles/${cook.profileId}`,
      credentials: meedoen,
      host: 'meedoen.localhost',
    });
    expect(meedoenOne.statusCode).toBe(404);
  });

  it('reads one profile as the list shows it', async () => {
    const one = await t.request({
      url: `/api/v1/volunteer_profiles/${gardener.profileId}`,
      credentials: organization.credentials,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes).toMatchObject({
      first_name: 'Gijs',
      email: null,
      match: null,
      distance_km: null,
    });
  });
});

describe('GET /volunteer_profiles/{id} with a search', () => {
  const readOne = (id: string, query: string, credentials: Credentials) =>
    t.request({ url: `/api/v1/volunteer_profiles/${id}?${query}`, credentials });

  it('gives the match and the distance the search gives for the same query', async () => {
    const manager = await t.signIn('organisatie@public.example');
    const own = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
    const vacancyId = await publishVacancy(t, manager, {
      organization_id: own,
      title: 'Tuinier voor de moestuin',
      description: '<p>Wij zoeken iemand die van tuinieren houdt.</p>',
      category_ids: [names.categories.Natuur],
    });
    for (const query of [
      `filter[vacancy_id]=${vacancyId}`,
      `filter[vacancy_id]=${vacancyId}&filter[place]=Zwolle&filter[distance]=30`,
    ]) {
      const listed = (await search(`${query}&page[size]=50`, staff)).data.find(
        (profile) => profile.id === gardener.profileId,
      )!;
      const one = await readOne(gardener.profileId, query, staff);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.attributes.match).toEqual(listed.attributes.match);
      expect(one.json().data.attributes.distance_km).toBe(listed.attributes.distance_km);
    }
    const one = (await readOne(gardener.profileId, `filter[vacancy_id]=${vacancyId}`, staff)).json()
      .data.attributes;
    expect(one.match.score).toBeGreaterThan(0);
    expect(one.match.reasons).toContainEqual({
      kind: 'interest',
      values: [names.categories.Natuur],
      km: null,
    });
  });

  it("keeps a profile the search's other filters would leave out, with its distance from the place", async () => {
    const one = await readOne(
      driver.profileId,
      'filter[q]=tuinieren&filter[place]=Zwolle&filter[distance]=5',
      organization.credentials,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().data.attributes.distance_km).toBeGreaterThan(20);
  });

  it.each([
    ['filter[place]=Nergenshuizen', 'filter[place]', 'unknown_place'],
    ['filter[distance]=5', 'filter[distance]', 'needs_location'],
    [
      `filter[vacancy_id]=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      'filter[vacancy_id]',
      'unknown_vacancy',
    ],
    ['filter[colour]=red', 'filter[colour]', undefined],
  ])('refuses %s with a 400 naming the parameter', async (query, parameter, reason) => {
    const one = await readOne(cook.profileId, query, organization.credentials);
    expect(one.statusCode).toBe(400);
    const [error] = one.json().errors;
    expect(error.source.parameter).toBe(parameter);
    if (reason) expect(error.meta.reason).toBe(reason);
  });

  it("refuses another organisation's vacancy and stays 404 for another centre", async () => {
    const other = await organizationManager(t, zwolleId);
    const manager = await t.signIn('organisatie@public.example');
    const own = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
    const vacancyId = await publishVacancy(t, manager, {
      organization_id: own,
      title: 'Chauffeur',
      category_ids: [names.categories.Vervoer],
    });
    const refused = await readOne(
      driver.profileId,
      `filter[vacancy_id]=${vacancyId}`,
      other.credentials,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].meta.reason).toBe('unknown_vacancy');
    const apeldoorn = await organizationManager(t, apeldoornId, { host: 'apeldoorn.localhost' });
    const elsewhere = await t.request({
      url: `/api/v1/volunteer_profiles/${driver.profileId}?filter[place]=Zwolle`,
      credentials: apeldoorn.credentials,
      host: 'apeldoorn.localhost',
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('freshness', () => {
  it('takes a volunteer out of the next search in another process when they leave, are blocked or deleted', async () => {
    // On PostgreSQL a second app with its own connection pool; on PGlite, which one process owns, the same handle.
    const database = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl })
      : t.database;
    const second = await buildApp({ config: t.config, database });
    await second.ready();
    const inSecond = async (query: string) => {
      const response = await second.inject({
        url: `/api/v1/volunteer_profiles?${query}`,
        headers: { host: 'localhost', ...t.latest(staff) },
      });
      return (response.json().data as Resource[]).map((profile) => profile.id);
    };
    try {
      const leaver = await volunteerInPool(t, zwolleId, { introduction: 'Zeepkistenbouwer' });
      const blocked = await volunteerInPool(t, zwolleId, { introduction: 'Zeepkistenbouwer' });
      const deleted = await volunteerInPool(t, zwolleId, { introduction: 'Zeepkistenbouwer' });
      expect((await inSecond('filter[q]=zeepkistenbouwer')).sort()).toEqual(
        [leaver.profileId, blocked.profileId, deleted.profileId].sort(),
      );
      await putProfile(t, leaver.credentials, { in_pool: false });
      await t.database.db
        .update(users)
        .set({ status: 'inactive' })
        .where(eq(users.id, blocked.userId));
      await t.database.db
        .update(users)
        .set({ deletedAt: new Date() })
        .where(eq(users.id, deleted.userId));
      expect(await inSecond('filter[q]=zeepkistenbouwer')).toEqual([]);
      await t.database.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.id, blocked.userId));
      expect(await inSecond('filter[q]=zeepkistenbouwer')).toEqual([blocked.profileId]);
      // The same search again after an edit: the answer kept for it went with the change.
      await putProfile(t, blocked.credentials, { introduction: 'Zeepkistenbouwer en fietsenmaker' });
      const edited = await second.inject({
        url: '/api/v1/volunteer_profiles?filter[q]=zeepkistenbouwer',
        headers: { host: 'localhost', ...t.latest(staff) },
      });
      expect(edited.json().data[0].attributes.introduction).toBe('Zeepkistenbouwer en fietsenmaker');
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe('the pool change log', () => {
  it('forgets changes older than a day, hourly', async () => {
    const kept = await t.database.db.$count(poolChanges);
    expect(kept).toBeGreaterThan(0);
    await t.database.db.insert(poolChanges).values({
      tenantId: 'public',
      kind: 'profile',
      entityId: cook.profileId,
      changedAt: new Date(Date.now() - 25 * 3_600_000),
    });
    expect(await purgePoolChangesJob(t.database)).toBe(1);
    expect(await t.database.db.$count(poolChanges)).toBe(kept);
  });
});
