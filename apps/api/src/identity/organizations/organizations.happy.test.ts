import { eq } from 'drizzle-orm';
import { organizationMembers, organizations, users } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, centerIdOf, organizationById, organizationRow, userRowByEmail } from '../../testing/fixtures';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> };

let testApp: TestApp;
let admin: Credentials;
let centrum: Credentials;
let organisatie: Credentials;
let zwolleId: string;
let apeldoornId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
});

// Fresh sessions per test: a session's first token is accepted only for the
// batch window after its first rotation, which a slow machine can outlast.
beforeEach(async () => {
  [admin, centrum, organisatie] = await Promise.all([
    testApp.signIn('admin@public.example'),
    testApp.signIn('centrum@public.example'),
    testApp.signIn('organisatie@public.example'),
  ]);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/v1/organizations', () => {
  it('shows visitors the approved organisations of the site centre, paged, with published vacancies only', async () => {
    const response = await testApp.request({ url: '/api/v1/organizations?include=vacancies&page[size]=3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const body = response.json();
    // The centre's five own organisations and nine of the region (demo-seed.ts).
    expect(body.meta).toMatchObject({ total: 14, page_size: 3, page_count: 5 });
    expect(body.links.next).toContain('page%5Bnumber%5D=2');
    const all = (await testApp.request({ url: '/api/v1/organizations?include=vacancies' })).json();
    const names = all.data.map((o: Resource) => o.attributes.name);
    expect(names).toEqual(
      expect.arrayContaining(['Het Stedelijk College Zwolle', 'Sportvereniging Vooruit Zwolle', 'Taalhuis Zwolle', 'Voedselbank Zwolle', 'Vrijwilligerscentrale Zwolle']),
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    for (const organization of all.data as Resource[]) {
      expect(organization.attributes).toMatchObject({ status: 'approved', volunteer_center_id: zwolleId });
    }
    const vacancies = (all.included as Resource[]).filter((r) => r.type === 'vacancies');
    // Four of the organisations' own, the food bank's two regular activities (demo-applications.ts)
    // and nine region vacancies of the demo seed (demo-vacancies.ts).
    expect(vacancies.length).toBe(15);
    expect(vacancies.every((v) => v.attributes.status === 'published')).toBe(true);
    expect(vacancies[0]?.attributes).toEqual(
      expect.objectContaining({ title: expect.any(String), vacancy_type: expect.any(String), contact_person: expect.any(String) }),
    );
  });

  it('serves each centre its own directory', async () => {
    const body = (await testApp.request({ url: '/api/v1/organizations', host: 'apeldoorn.localhost' })).json();
    expect(body.meta.total).toBe(14);
    expect(body.data.every((o: Resource) => o.attributes.volunteer_center_id === apeldoornId)).toBe(true);
  });

  it('filters by name, type, city and sorts', async () => {
    const byName = (await testApp.request({ url: '/api/v1/organizations?filter[name_cont]=VOEDSEL' })).json();
    expect(byName.data.map((o: Resource) => o.attributes.name)).toEqual(['Voedselbank Zwolle']);
    const schools = (await testApp.request({ url: '/api/v1/organizations?filter[type_eq]=School' })).json();
    expect(schools.data.map((o: Resource) => o.attributes.organization_type)).toEqual(['School']);
    const byCity = (await testApp.request({ url: '/api/v1/organizations?filter[city_cont]=zwol' })).json();
    expect(byCity.meta.total).toBe(5);
    // name_cont also finds the town.
    const byTown = (await testApp.request({ url: '/api/v1/organizations?filter[name_cont]=dalfsen' })).json();
    expect(byTown.data.map((o: Resource) => o.attributes.city)).toEqual(['Dalfsen', 'Dalfsen']);
    const literalPercent = (await testApp.request({ url: '/api/v1/organizations?filter[name_cont]=%25' })).json();
    expect(literalPercent.meta.total).toBe(0);
    const sorted = (await testApp.request({ url: '/api/v1/organizations?sort=-name' })).json();
    expect(sorted.data[0].attributes.name).toBe('Vrijwilligerscentrale Zwolle');
  });

  it('shows an admin every organisation of the tenant, deleted ones only when asked by status', async () => {
    const body = (await testApp.request({ url: '/api/v1/organizations?page[size]=1000', credentials: admin })).json();
    // Three centres with twenty organisations each, one of them deleted.
    expect(body.meta.total).toBe(57);
    expect(body.data.some((o: Resource) => o.attributes.volunteer_center_id === apeldoornId)).toBe(true);
    const deleted = (await testApp.request({ url: '/api/v1/organizations?filter[status_eq]=deleted', credentials: admin })).json();
    expect(deleted.meta.total).toBe(3);
    const some = (
      await testApp.request({ url: '/api/v1/organizations?filter[status_in]=pending,denied', credentials: admin })
    ).json();
    expect(new Set(some.data.map((o: Resource) => o.attributes.status))).toEqual(new Set(['pending', 'denied']));
    const apeldoorn = (
      await testApp.request({ url: `/api/v1/organizations?filter[volunteer_center_id_eq]=${apeldoornId}`, credentials: admin })
    ).json();
    expect(apeldoorn.meta.total).toBe(19);
  });

  it('shows a centre superuser all organisations of their centre', async () => {
    const body = (await testApp.request({ url: '/api/v1/organizations', credentials: centrum })).json();
    expect(body.meta.total).toBe(19);
    expect(body.data.every((o: Resource) => o.attributes.volunteer_center_id === zwolleId)).toBe(true);
    expect(body.data.some((o: Resource) => o.attributes.status === 'pending')).toBe(true);
  });
});

describe('GET /api/v1/organizations/{id}', () => {
  it('answers one organisation with profile, address and vacancies', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const response = await testApp.request({
      url: `/api/v1/organizations/${voedselbank.id}?include=profile,address,vacancies`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: 'organizations',
      id: voedselbank.id,
      attributes: { name: 'Voedselbank Zwolle', status: 'approved', organization_type: 'NonProfit', city: 'Zwolle', phone_number: '010 123 45 67' },
    });
    // JSON:API reserves `type` and `id`; attributes of those names would break clients that flatten resources.
    expect(body.data.attributes).not.toHaveProperty('type');
    expect(body.data.attributes).not.toHaveProperty('id');
    const profile = (body.included as Resource[]).find((r) => r.type === 'non_profit_profiles');
    expect(profile?.attributes).toEqual({
      non_profit_type_id: expect.any(String),
      show_on_social_map: true,
      activity_type_ids: [expect.any(String), expect.any(String)],
    });
    expect(body.data.relationships.profile.data).toEqual({ type: 'non_profit_profiles', id: profile?.id });
    const address = (body.included as Resource[]).find((r) => r.type === 'addresses');
    expect(address?.attributes).toMatchObject({ street: 'Industrieweg', house_number: '7', city: 'Zwolle' });
    // Two vacancies and two regular activities.
    expect((body.included as Resource[]).filter((r) => r.type === 'vacancies')).toHaveLength(4);
  });

  it('shows the managing organisation superuser its draft vacancies too', async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
    const anonymous = (await testApp.request({ url: `/api/v1/organizations/${sport.id}?include=vacancies` })).json();
    expect(anonymous.included.map((v: Resource) => v.attributes.status)).toEqual(['published']);
    const staff = (await testApp.request({ url: `/api/v1/organizations/${sport.id}?include=vacancies`, credentials: centrum })).json();
    expect(staff.included.map((v: Resource) => v.attributes.status).sort()).toEqual(['draft', 'published']);
  });

  it('supports sparse fieldsets', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const body = (await testApp.request({ url: `/api/v1/organizations/${voedselbank.id}?fields[organizations]=name` })).json();
    expect(body.data.attributes).toEqual({ name: 'Voedselbank Zwolle' });
  });
});

describe('current organisations', () => {
  it("lists the signed-in user's organisations", async () => {
    const response = await testApp.request({ url: '/api/v1/current_organizations', credentials: organisatie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((o: Resource) => o.attributes.name)).toEqual(['Voedselbank Zwolle']);
    const staff = (await testApp.request({ url: '/api/v1/current_organizations', credentials: admin })).json();
    expect(staff.data.map((o: Resource) => o.attributes.name)).toEqual(['Vrijwilligerscentrale Zwolle']);
  });

  it('answers the default organisation with address and profile', async () => {
    const response = await testApp.request({ url: '/api/v1/current_organization?include=address,profile', credentials: organisatie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.attributes.name).toBe('Voedselbank Zwolle');
    expect((body.included as Resource[]).map((r) => r.type).sort()).toEqual(['addresses', 'non_profit_profiles']);
  });

  it('answers the organisation named by Current-Organization-Id', async () => {
    const taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
    const response = await testApp.request({
      url: '/api/v1/current_organization',
      credentials: admin,
      headers: { 'current-organization-id': taalhuis.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(taalhuis.id);
  });

  it('falls back to the default choice when the chosen organisation has been deleted', async () => {
    const oudeMolen = await organizationRow(testApp, 'public', 'Stichting Oude Molen Zwolle');
    const member = await userRowByEmail(testApp, 'public', 'organisatie@public.example');
    await testApp.database.db.insert(organizationMembers).values({ tenantId: 'public', organizationId: oudeMolen.id, userId: member.id });
    const credentials = await testApp.signIn('organisatie@public.example');
    const response = await testApp.request({
      url: '/api/v1/current_organization',
      credentials,
      headers: { 'current-organization-id': oudeMolen.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.name).toBe('Voedselbank Zwolle');
    const list = (await testApp.request({ url: '/api/v1/current_organizations', credentials })).json();
    expect(list.data.map((o: Resource) => o.attributes.name)).toEqual(['Voedselbank Zwolle']);
  });

  it("answers 403 'Geen organisatie gevonden' for a user without organisations", async () => {
    const vrijwilliger = await testApp.signIn('vrijwilliger@public.example');
    const response = await testApp.request({ url: '/api/v1/current_organization', credentials: vrijwilliger });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({ code: 'NO_ORGANIZATION', detail: 'Geen organisatie gevonden' });
    const list = await testApp.request({ url: '/api/v1/current_organizations', credentials: vrijwilliger });
    expect(list.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

describe('staff changes', () => {
  it('lets an admin approve a pending organisation, audited', async () => {
    const hooiberg = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle');
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${hooiberg.id}/approve`,
      credentials: admin,
      body: { data: { type: 'organizations', id: hooiberg.id, attributes: { status: 'approved' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.status).toBe('approved');
    expect((await organizationById(testApp, hooiberg.id)).status).toBe('approved');
    expect(await auditActionsFor(testApp, hooiberg.id)).toContain('organization.approved');
    const visible = (await testApp.request({ url: `/api/v1/organizations/${hooiberg.id}` })).statusCode;
    expect(visible).toBe(200);
  });

  it('lets the centre superuser deny an organisation of their centre', async () => {
    const hooischuur = await organizationRow(testApp, 'public', 'Kinderboerderij De Hooischuur Hattem');
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${hooischuur.id}/approve`,
      credentials: centrum,
      body: { data: { type: 'organizations', attributes: { status: 'denied' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ status: 'denied', status_reason: null });
    expect(await auditActionsFor(testApp, hooischuur.id)).toContain('organization.denied');
  });

  it('lets staff update every field, including status and type', async () => {
    const schakel = await organizationRow(testApp, 'public', 'Buurthuis De Schakel Zwolle');
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${schakel.id}`,
      credentials: centrum,
      body: {
        data: {
          type: 'organizations',
          id: schakel.id,
          attributes: { name: 'Wijkcentrum De Schakel', status: 'approved', type: 'School', website: 'https://schakel.example', phone_number: '+31 38 123' },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      name: 'Wijkcentrum De Schakel',
      status: 'approved',
      organization_type: 'School',
      website: 'https://schakel.example',
    });
    expect(await auditActionsFor(testApp, schakel.id)).toContain('organization.status_changed');
  });

  it('accepts the kind as organization_type, as it is read, and refuses two different kinds', async () => {
    const college = await organizationRow(testApp, 'public', 'Het Stedelijk College Zwolle');
    const conflicting = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${college.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { type: 'School', organization_type: 'NonProfit' } } },
    });
    expect(conflicting.statusCode).toBe(422);
    expect(conflicting.json().errors[0].source.pointer).toBe('/data/attributes/organization_type');
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${college.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { organization_type: 'NonProfit' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.organization_type).toBe('NonProfit');
    expect((await organizationById(testApp, college.id)).type).toBe('NonProfit');
  });

  it('lets the organisation superuser edit the details of their own organisation with PATCH', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${voedselbank.id}`,
      credentials: organisatie,
      // Sending the current status unchanged is not a status change.
      body: { data: { type: 'organizations', attributes: { description: 'Nieuwe omschrijving', status: 'approved' } } },
    });
    expect(response.statusCode).toBe(200);
    expect((await organizationById(testApp, voedselbank.id)).description).toBe('Nieuwe omschrijving');
  });

  it('soft-deletes an organisation, which then disappears from public view', async () => {
    const taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
    const response = await testApp.request({ method: 'DELETE', url: `/api/v1/organizations/${taalhuis.id}`, credentials: admin });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const row = await organizationById(testApp, taalhuis.id);
    expect(row.status).toBe('deleted');
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await auditActionsFor(testApp, taalhuis.id)).toContain('organization.deleted');
    expect((await testApp.request({ url: `/api/v1/organizations/${taalhuis.id}` })).statusCode).toBe(404);
    const staffView = await testApp.request({ url: `/api/v1/organizations/${taalhuis.id}`, credentials: admin });
    expect(staffView.json().data.attributes.status).toBe('deleted');
    const again = await testApp.request({ method: 'DELETE', url: `/api/v1/organizations/${taalhuis.id}`, credentials: admin });
    expect(again.statusCode).toBe(404);

    // An update with another status restores it.
    const restored = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${taalhuis.id}`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { status: 'approved' } } },
    });
    expect(restored.statusCode).toBe(200);
    expect((await organizationById(testApp, taalhuis.id)).deletedAt).toBeNull();
  });
});

describe('private details and partners', () => {
  it("shows the e-mail address and decision reason only to the people who manage the organisation", async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const url = `/api/v1/organizations/${voedselbank.id}`;
    const anonymous = (await testApp.request({ url })).json().data.attributes;
    expect(anonymous).toMatchObject({ email: null, status_reason: null, is_partner: true, deleted_at: null, volunteer_center_id: zwolleId });
    for (const credentials of [organisatie, centrum, admin]) {
      expect((await testApp.request({ url, credentials })).json().data.attributes.email).toBe('info@voedselbankzwolle.example');
    }
    const list = (await testApp.request({ url: '/api/v1/organizations?page[size]=100' })).json();
    expect(list.data.every((o: Resource) => o.attributes.email === null)).toBe(true);
  });

  it('filters partners, and finds organisations by e-mail address for staff only', async () => {
    const partners = (await testApp.request({ url: '/api/v1/organizations?filter[is_partner]=true' })).json();
    expect(partners.data.map((o: Resource) => o.attributes.name)).toEqual([
      'Buurtkeuken Kampen',
      'Sportvereniging Vooruit Zwolle',
      'Stichting Welzijn Ouderen Dalfsen',
      'Voedselbank Zwolle',
    ]);
    const others = (await testApp.request({ url: '/api/v1/organizations?filter[is_partner]=false' })).json();
    // Fourteen seeded approved ones and two approved above, less the four partners.
    expect(others.meta.total).toBe(12);
    const byEmail = '/api/v1/organizations?filter[name_cont]=voedselbankzwolle.example';
    expect((await testApp.request({ url: byEmail, credentials: centrum })).json().data.map((o: Resource) => o.attributes.name)).toEqual([
      'Voedselbank Zwolle',
    ]);
    expect((await testApp.request({ url: byEmail })).json().meta.total).toBe(0);
  });

  it('includes the members, with their accounts, only for the people who manage the organisation', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const url = `/api/v1/organizations/${voedselbank.id}?include=members.user`;
    const staff = (await testApp.request({ url, credentials: centrum })).json();
    const member = (staff.included as Resource[]).find((r) => r.type === 'organization_members');
    expect(member?.attributes).toMatchObject({ role: 'organization_superuser', user_id: expect.any(String), organization_id: voedselbank.id });
    expect(staff.data.relationships.members.data).toEqual([{ type: 'organization_members', id: member?.id }]);
    const user = (staff.included as Resource[]).find((r) => r.type === 'users');
    expect(user?.attributes).toMatchObject({ email: 'organisatie@public.example', name: 'Carla Meijer' });
    expect(user?.attributes).not.toHaveProperty('encrypted_password');
    const anonymous = (await testApp.request({ url })).json();
    expect(anonymous.data.relationships.members).toBeUndefined();
    expect(anonymous.included).toEqual([]);
  });
});

describe('lookups', () => {
  it("answers the tenant's non-profit types and activity types to anyone, by name", async () => {
    const types = await testApp.request({ url: '/api/v1/non_profit_types' });
    expect(types.statusCode).toBe(200);
    expect(types.json().data.map((t: Resource) => t.attributes.name)).toEqual([
      'Buurt en wijk',
      'Cultuur',
      'Natuur en milieu',
      'Onderwijs',
      'Sport',
      'Zorg en welzijn',
    ]);
    expect(types.json().data[0]).toEqual({ type: 'non_profit_types', id: expect.any(String), attributes: { name: 'Buurt en wijk' } });
    const activities = (await testApp.request({ url: '/api/v1/activity_types' })).json();
    expect(activities.meta.total).toBe(8);
    expect(activities.data.map((t: Resource) => t.attributes.name)).toContain('Maatjesproject');
    const roermond = (await testApp.request({ url: '/api/v1/activity_types', host: 'roermond.localhost' })).json();
    expect(roermond.data.map((t: Resource) => t.id)).not.toContain(activities.data[0].id);
  });
});

async function lookupIds(kind: 'non_profit_types' | 'activity_types', host = 'localhost'): Promise<Record<string, string>> {
  const body = (await testApp.request({ url: `/api/v1/${kind}`, host })).json();
  return Object.fromEntries((body.data as Resource[]).map((r) => [r.attributes.name as string, r.id]));
}

describe('POST /api/v1/organizations', () => {
  it('lets an admin create an organisation in another centre, with address and profile, audited', async () => {
    const types = await lookupIds('non_profit_types');
    const activities = await lookupIds('activity_types');
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/organizations?include=address,profile',
      credentials: admin,
      body: {
        data: {
          type: 'organizations',
          attributes: {
            name: 'Speeltuinvereniging De Wip',
            email: 'Bestuur@DeWip.example',
            phone_number: '055 123 45 67',
            is_partner: true,
            volunteer_center_id: apeldoornId,
            address: { street: 'Parkweg', house_number: '12a', postal_code: '7311ab', city: 'Vaassen' },
            profile: { non_profit_type_id: types['Buurt en wijk'], show_on_social_map: true, activity_type_ids: [activities['Klussen'], activities['Klussen']] },
          },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data.attributes).toMatchObject({
      name: 'Speeltuinvereniging De Wip',
      email: 'bestuur@dewip.example',
      status: 'approved',
      organization_type: 'NonProfit',
      is_partner: true,
      volunteer_center_id: apeldoornId,
      // The town of the address becomes the organisation's town.
      city: 'Vaassen',
    });
    const address = (body.included as Resource[]).find((r) => r.type === 'addresses');
    expect(address?.attributes).toMatchObject({ street: 'Parkweg', house_number: '12a', postal_code: '7311 AB', city: 'Vaassen', country: 'NL' });
    expect(address?.attributes.latitude).toBeCloseTo(52.28, 1);
    const profile = (body.included as Resource[]).find((r) => r.type === 'non_profit_profiles');
    expect(profile?.attributes).toEqual({ non_profit_type_id: types['Buurt en wijk'], show_on_social_map: true, activity_type_ids: [activities['Klussen']] });
    expect(await auditActionsFor(testApp, body.data.id)).toEqual(['organization.created']);
  });

  it("creates in the centre superuser's own centre by default, with defaults for status and kind", async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/organizations',
      credentials: centrum,
      body: { data: { type: 'organizations', attributes: { name: 'Wijkvereniging Assendorp', city: 'Zwolle', status: 'pending' } } },
    });
    expect(response.statusCode).toBe(201);
    const { id, attributes, relationships } = response.json().data;
    expect(attributes).toMatchObject({ status: 'pending', organization_type: 'NonProfit', volunteer_center_id: zwolleId, is_partner: false });
    expect(relationships.address.data).toBeNull();
    const queue = (await testApp.request({ url: '/api/v1/organizations?filter[status_eq]=pending', credentials: centrum })).json();
    expect(queue.data.map((o: Resource) => o.id)).toContain(id);
  });
});

describe('PUT/PATCH /api/v1/organizations/{id} with address, profile, e-mail and partner flag', () => {
  it('lets the organisation superuser replace the address and change the profile of their own organisation', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const types = await lookupIds('non_profit_types');
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${voedselbank.id}?include=address,profile`,
      credentials: organisatie,
      body: {
        data: {
          type: 'organizations',
          attributes: {
            email: 'post@voedselbank.example',
            address: { street: 'Oude Vismarkt', house_number: '3', city: 'Kampen' },
            profile: { non_profit_type_id: types['Buurt en wijk'] },
            // The current value, unchanged: allowed.
            is_partner: true,
          },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.attributes).toMatchObject({ email: 'post@voedselbank.example', city: 'Zwolle' });
    const address = (body.included as Resource[]).find((r) => r.type === 'addresses');
    // Replaced: the postal code that was not sent is gone; the coordinates follow the new town.
    expect(address).toMatchObject({ id: voedselbank.addressId, attributes: { street: 'Oude Vismarkt', postal_code: null, city: 'Kampen' } });
    expect(address?.attributes.longitude).toBeCloseTo(5.91, 1);
    const profile = (body.included as Resource[]).find((r) => r.type === 'non_profit_profiles');
    // Only the sent profile fields change.
    expect(profile?.attributes).toMatchObject({ non_profit_type_id: types['Buurt en wijk'], show_on_social_map: true });
    expect((profile?.attributes.activity_type_ids as string[]).length).toBe(2);
  });

  it('lets staff change the partner flag and remove an address', async () => {
    const taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${taalhuis.id}`,
      credentials: centrum,
      body: { data: { type: 'organizations', attributes: { is_partner: true, address: null } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ attributes: { is_partner: true }, relationships: { address: { data: null } } });
    const row = await organizationById(testApp, taalhuis.id);
    expect(row).toMatchObject({ isPartner: true, addressId: null });
  });
});

describe('approving and denying', () => {
  it('mails the decision with the reason to the organisation and its superusers, each in their language', async () => {
    const buurtbus = await organizationRow(testApp, 'public', 'Stichting Buurtbus Heino');
    const superuser = await userRowByEmail(testApp, 'public', 'aanmelding-buurtbus-zwolle@public.example');
    await testApp.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, superuser.id));
    await testApp.database.db.update(organizations).set({ email: 'bestuur@buurtbus.example' }).where(eq(organizations.id, buurtbus.id));
    const before = (await testApp.mails()).length;
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${buurtbus.id}/approve`,
      credentials: centrum,
      body: { data: { type: 'organizations', id: buurtbus.id, attributes: { status: 'denied', reason: '  Er rijdt al een buurtbus in Heino.  ' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ status: 'denied', status_reason: 'Er rijdt al een buurtbus in Heino.' });
    expect(await organizationById(testApp, buurtbus.id)).toMatchObject({ status: 'denied', statusReason: 'Er rijdt al een buurtbus in Heino.' });
    const mails = (await testApp.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['aanmelding-buurtbus-zwolle@public.example', 'bestuur@buurtbus.example']);
    const dutch = mails.find((m) => m.to === 'bestuur@buurtbus.example')!;
    expect(dutch.subject).toBe('Aanmelding van Stichting Buurtbus Heino');
    expect(dutch.text).toContain('Vrijwilligerscentrale Zwolle heeft de aanmelding van Stichting Buurtbus Heino helaas niet goedgekeurd.');
    expect(dutch.text).toContain('Toelichting:\nEr rijdt al een buurtbus in Heino.');
    const english = mails.find((m) => m.to === 'aanmelding-buurtbus-zwolle@public.example')!;
    expect(english.subject).toBe('Registration of Stichting Buurtbus Heino');
    expect(english.text).toContain('Dear Gerda,');
    expect(english.text).toContain('Explanation:\nEr rijdt al een buurtbus in Heino.');

    // Denied may still be approved; the new decision replaces the reason and links to the portal.
    const approved = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${buurtbus.id}/approve`,
      credentials: admin,
      body: { data: { type: 'organizations', attributes: { status: 'approved' } } },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.attributes).toMatchObject({ status: 'approved', status_reason: null });
    const approvalMail = (await testApp.mails()).slice(before + 2).find((m) => m.to === 'bestuur@buurtbus.example')!;
    expect(approvalMail.subject).toBe('Stichting Buurtbus Heino is goedgekeurd');
    expect(approvalMail.text).toContain('http://portal.localhost:3000/');
    expect(await auditActionsFor(testApp, buurtbus.id)).toEqual(['organization.denied', 'organization.approved']);
  });

  it('answers 409 INVALID_TRANSITION to a decision the status does not allow, changing nothing and mailing nobody', async () => {
    const cases = [
      ['Stichting Kunstbus Zwolle', 'denied'],
      ['Sportvereniging Vooruit Zwolle', 'approved'],
      ['Buurthuis De Schakel Apeldoorn', 'approved'],
      ['Stichting Oude Molen Zwolle', 'denied'],
    ] as const;
    const before = (await testApp.mails()).length;
    for (const [name, status] of cases) {
      const organization = await organizationRow(testApp, 'public', name);
      const response = await testApp.request({
        method: 'PUT',
        url: `/api/v1/organizations/${organization.id}/approve`,
        credentials: admin,
        headers: { 'accept-language': 'en' },
        body: { data: { type: 'organizations', attributes: { status, reason: 'x' } } },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({
        code: 'INVALID_TRANSITION',
        detail: `The organisation cannot go from ${organization.status} to ${status}.`,
      });
      expect(await organizationById(testApp, organization.id)).toEqual(organization);
    }
    expect((await testApp.mails()).length).toBe(before);
  });
});
