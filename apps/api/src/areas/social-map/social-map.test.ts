import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { volunteerCenterProfiles } from '../../schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { centerIdOf, organizationRow } from '../../testing/fixtures';

// GET /social_map/organizations(/{id}) and GET /partners (docs/api.md, "Social map and partners").

type Resource = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
  meta?: Record<string, unknown>;
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const names = (body: { data: Resource[] }) => body.data.map((o) => o.attributes.name);

async function lookupIds(kind: 'non_profit_types' | 'activity_types'): Promise<Record<string, string>> {
  const body = (await testApp.request({ url: `/api/v1/${kind}` })).json();
  return Object.fromEntries((body.data as Resource[]).map((r) => [r.attributes.name as string, r.id]));
}

const ZWOLLE_MAP = [
  'Buurtkeuken Kampen',
  'Humanitas Dalfsen',
  'IVN Natuurgroep Hattem',
  'Repair Café Raalte',
  'Sportvereniging Vooruit Zwolle',
  'Stichting Welzijn Ouderen Dalfsen',
  'Taalhuis Zwolle',
  'Voedselbank Zwolle',
];

describe('GET /api/v1/social_map/organizations', () => {
  it("shows anyone the centre's approved organisations that are on the map, with address, profile, coordinates and default tiles", async () => {
    const response = await testApp.request({ url: '/api/v1/social_map/organizations' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(ZWOLLE_MAP);
    expect(body.meta).toMatchObject({
      total: 8,
      page_size: 1000,
      tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    });
    const zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
    for (const organization of body.data as Resource[]) {
      expect(organization.attributes).toMatchObject({ status: 'approved', volunteer_center_id: zwolleId, email: null });
      expect(organization.meta?.coordinates).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
      expect(organization.relationships?.profile?.data).toEqual({ type: 'non_profit_profiles', id: expect.any(String) });
    }
    const types = new Set((body.included as Resource[]).map((r) => r.type));
    expect(types).toEqual(new Set(['addresses', 'non_profit_profiles']));
    expect((body.included as Resource[]).filter((r) => r.type === 'non_profit_profiles').every((p) => p.attributes.show_on_social_map)).toBe(true);
    // Organisations of one town do not share a marker.
    const dalfsen = (body.data as Resource[]).filter((o) => o.attributes.city === 'Dalfsen').map((o) => JSON.stringify(o.meta?.coordinates));
    expect(new Set(dalfsen).size).toBe(2);
  });

  it('filters by non-profit types and activity types (any of the listed) and by name', async () => {
    const types = await lookupIds('non_profit_types');
    const activities = await lookupIds('activity_types');
    const care = (await testApp.request({ url: `/api/v1/social_map/organizations?filter[non_profit_type_id]=${types['Zorg en welzijn']}` })).json();
    expect(names(care)).toEqual(['Buurtkeuken Kampen', 'Humanitas Dalfsen', 'Stichting Welzijn Ouderen Dalfsen', 'Voedselbank Zwolle']);
    const careOrSport = (
      await testApp.request({ url: `/api/v1/social_map/organizations?filter[non_profit_type_id]=${types['Zorg en welzijn']},${types['Sport']}` })
    ).json();
    expect(careOrSport.meta.total).toBe(5);
    const cooking = (await testApp.request({ url: `/api/v1/social_map/organizations?filter[activity_type_id]=${activities['Koken']}` })).json();
    expect(names(cooking)).toEqual(['Buurtkeuken Kampen']);
    const jobs = (
      await testApp.request({ url: `/api/v1/social_map/organizations?filter[activity_type_id]=${activities['Klussen']},${activities['Koken']}` })
    ).json();
    expect(names(jobs)).toEqual(['Buurtkeuken Kampen', 'IVN Natuurgroep Hattem', 'Repair Café Raalte', 'Voedselbank Zwolle']);
    const byName = (await testApp.request({ url: '/api/v1/social_map/organizations?filter[q]=VOEDSEL' })).json();
    expect(names(byName)).toEqual(['Voedselbank Zwolle']);
    const both = (
      await testApp.request({ url: `/api/v1/social_map/organizations?filter[q]=dalfsen&filter[activity_type_id]=${activities['Koken']}` })
    ).json();
    expect(both.data).toEqual([]);
  });

  it("uses the centre's own tiles when its profile names them", async () => {
    const apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
    await testApp.database.db
      .update(volunteerCenterProfiles)
      .set({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapTileAttribution: '© Kaartmakers' })
      .where(eq(volunteerCenterProfiles.volunteerCenterId, apeldoornId));
    const body = (await testApp.request({ url: '/api/v1/social_map/organizations', host: 'apeldoorn.localhost' })).json();
    expect(body.meta.tiles).toEqual({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Kaartmakers' });
    expect(body.data.every((o: Resource) => o.attributes.volunteer_center_id === apeldoornId)).toBe(true);
    expect(names(body)).toContain('Voedselbank Apeldoorn');
  });

  it('keeps to the site’s centre and tenant, whoever asks', async () => {
    const centrum = await testApp.signIn('centrum@public.example');
    const signedIn = (await testApp.request({ url: '/api/v1/social_map/organizations', credentials: centrum })).json();
    expect(names(signedIn)).toEqual(ZWOLLE_MAP);
    // The public's view, also for staff: no e-mail addresses.
    expect(signedIn.data.every((o: Resource) => o.attributes.email === null)).toBe(true);
    const roermondId = await centerIdOf(testApp, 'roermond', 'roermond');
    const roermond = (await testApp.request({ url: '/api/v1/social_map/organizations', host: 'roermond.localhost' })).json();
    expect(roermond.data.length).toBe(8);
    expect(roermond.data.every((o: Resource) => o.attributes.volunteer_center_id === roermondId)).toBe(true);
  });

  it.each([
    ['filter[non_profit_type_id]=zorg', 'filter[non_profit_type_id]'],
    ['filter[activity_type_id]=,', 'filter[activity_type_id]'],
    [`filter[q]=${'x'.repeat(201)}`, 'filter[q]'],
    ['filter[status_eq]=pending', 'filter[status_eq]'],
    ['include=vacancies', 'include'],
    ['sort=name', 'sort'],
    ['page[size]=1001', 'page[size]'],
  ])('answers 400 to %s', async (query, parameter) => {
    const response = await testApp.request({ url: `/api/v1/social_map/organizations?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'INVALID_QUERY_PARAMETER', source: { parameter } });
  });
});

describe('GET /api/v1/social_map/organizations/{id}', () => {
  it('answers one organisation of the map with its published vacancies only, its coordinates and the tiles', async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
    const centrum = await testApp.signIn('centrum@public.example');
    for (const credentials of [undefined, centrum]) {
      const response = await testApp.request({ url: `/api/v1/social_map/organizations/${sport.id}?include=vacancies`, credentials });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data).toMatchObject({ id: sport.id, meta: { coordinates: { latitude: expect.any(Number), longitude: expect.any(Number) } } });
      expect(body.meta.tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
      const vacancies = (body.included as Resource[]).filter((r) => r.type === 'vacancies');
      // The club also has a draft, which its managers see elsewhere, never on the map.
      expect(vacancies.map((v) => v.attributes.status)).toEqual(['published']);
      expect(new Set((body.included as Resource[]).map((r) => r.type))).toEqual(new Set(['addresses', 'non_profit_profiles', 'vacancies']));
    }
  });

  it('answers 404 for an organisation that is not on this centre’s map', async () => {
    const ids = [
      (await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle')).id,
      (await organizationRow(testApp, 'public', 'Muziekvereniging Harmonie Heino')).id,
      (await organizationRow(testApp, 'public', 'Het Stedelijk College Zwolle')).id,
      (await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn')).id,
      (await organizationRow(testApp, 'roermond', 'Voedselbank Roermond')).id,
      randomUUID(),
      'nope',
    ];
    const admin = await testApp.signIn('admin@public.example');
    for (const id of ids) {
      for (const credentials of [undefined, admin]) {
        const response = await testApp.request({ url: `/api/v1/social_map/organizations/${id}`, credentials });
        expect(response.statusCode).toBe(404);
      }
    }
  });
});

describe('GET /api/v1/partners', () => {
  it("lists the centre's approved partners by name, without e-mail addresses", async () => {
    const response = await testApp.request({ url: '/api/v1/partners?page[size]=1000' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Buurtkeuken Kampen', 'Sportvereniging Vooruit Zwolle', 'Stichting Welzijn Ouderen Dalfsen', 'Voedselbank Zwolle']);
    expect(body.meta.total).toBe(4);
    expect(body.data.every((o: Resource) => o.attributes.is_partner === true && o.attributes.email === null)).toBe(true);
    const withAddress = (await testApp.request({ url: '/api/v1/partners?include=address' })).json();
    expect(withAddress.included.every((r: Resource) => r.type === 'addresses')).toBe(true);
    const apeldoorn = (await testApp.request({ url: '/api/v1/partners', host: 'apeldoorn.localhost' })).json();
    expect(names(apeldoorn)).toContain('Voedselbank Apeldoorn');
    expect(names(apeldoorn)).not.toContain('Voedselbank Zwolle');
  });

  it('leaves out partners that are not approved', async () => {
    const kunstbus = await organizationRow(testApp, 'public', 'Stichting Kunstbus Zwolle');
    const admin = await testApp.signIn('admin@public.example');
    const flagged = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${kunstbus.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { is_partner: true } } },
    });
    expect(flagged.statusCode).toBe(200);
    expect(names((await testApp.request({ url: '/api/v1/partners' })).json())).not.toContain('Stichting Kunstbus Zwolle');
  });

  it('answers 400 to filters, sorts and unknown includes', async () => {
    for (const query of ['filter[name_cont]=x', 'sort=-name', 'include=vacancies']) {
      expect((await testApp.request({ url: `/api/v1/partners?${query}` })).statusCode).toBe(400);
    }
  });
});
