import { organizationMembers } from '../../db/schema';
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
  [admin, centrum, organisatie] = await Promise.all([
    testApp.signIn('admin@public.example'),
    testApp.signIn('centrum@public.example'),
    testApp.signIn('organisatie@public.example'),
  ]);
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
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
    expect(body.meta).toMatchObject({ total: 5, page_size: 3, page_count: 2 });
    expect(body.links.next).toContain('page%5Bnumber%5D=2');
    const all = (await testApp.request({ url: '/api/v1/organizations?include=vacancies' })).json();
    expect(all.data.map((o: Resource) => o.attributes.name)).toEqual([
      'Het Stedelijk College Zwolle',
      'Sportvereniging Vooruit Zwolle',
      'Taalhuis Zwolle',
      'Voedselbank Zwolle',
      'Vrijwilligerscentrale Zwolle',
    ]);
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
    expect(body.meta.total).toBe(5);
    expect(body.data.every((o: Resource) => o.attributes.volunteer_center_id === apeldoornId)).toBe(true);
  });

  it('filters by name, type, city and sorts', async () => {
    const byName = (await testApp.request({ url: '/api/v1/organizations?filter[name_cont]=VOEDSEL' })).json();
    expect(byName.data.map((o: Resource) => o.attributes.name)).toEqual(['Voedselbank Zwolle']);
    const schools = (await testApp.request({ url: '/api/v1/organizations?filter[type_eq]=School' })).json();
    expect(schools.data.map((o: Resource) => o.attributes.organization_type)).toEqual(['School']);
    const byCity = (await testApp.request({ url: '/api/v1/organizations?filter[city_cont]=zwol' })).json();
    expect(byCity.meta.total).toBe(5);
    const literalPercent = (await testApp.request({ url: '/api/v1/organizations?filter[name_cont]=%25' })).json();
    expect(literalPercent.meta.total).toBe(0);
    const sorted = (await testApp.request({ url: '/api/v1/organizations?sort=-name' })).json();
    expect(sorted.data[0].attributes.name).toBe('Vrijwilligerscentrale Zwolle');
  });

  it('shows an admin every organisation of the tenant, deleted ones only when asked by status', async () => {
    const body = (await testApp.request({ url: '/api/v1/organizations?page[size]=1000', credentials: admin })).json();
    // Three centres with nine organisations each, one of them deleted.
    expect(body.meta.total).toBe(24);
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
    expect(apeldoorn.meta.total).toBe(8);
  });

  it('shows a centre superuser all organisations of their centre', async () => {
    const body = (await testApp.request({ url: '/api/v1/organizations', credentials: centrum })).json();
    expect(body.meta.total).toBe(8);
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
    const kunstbus = await organizationRow(testApp, 'public', 'Stichting Kunstbus Zwolle');
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/organizations/${kunstbus.id}/approve`,
      credentials: centrum,
      body: { data: { type: 'organizations', attributes: { status: 'denied' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(await auditActionsFor(testApp, kunstbus.id)).toContain('organization.denied');
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
