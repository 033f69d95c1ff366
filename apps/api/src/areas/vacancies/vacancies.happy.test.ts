import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, centerIdOf, organizationRow, vacancyById, vacancyRow } from '../../testing/fixtures';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> };

let testApp: TestApp;
let organisatie: Credentials;
let admin: Credentials;
let zwolleId: string;
let voedselbankId: string;

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

beforeAll(async () => {
  testApp = await createTestApp();
  organisatie = await testApp.signIn('organisatie@public.example');
  admin = await testApp.signIn('admin@public.example');
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  voedselbankId = (await organizationRow(testApp, 'public', 'Voedselbank Zwolle')).id;
});

afterAll(async () => {
  await testApp.close();
});

describe('categories and age groups', () => {
  it("lists the tenant's categories and age groups publicly, in order", async () => {
    const categories = await testApp.request({ url: '/api/v1/vacancy_categories' });
    expect(categories.statusCode).toBe(200);
    const names = categories.json().data.map((c: Resource) => c.attributes.name);
    expect(names.slice(0, 3)).toEqual(['Zorg en welzijn', 'Sport', 'Natuur']);
    expect(categories.json().data[0].type).toBe('vacancy_categories');
    const ageGroups = await testApp.request({ url: '/api/v1/age_groups' });
    expect(ageGroups.json().data.map((a: Resource) => a.attributes.name)).toContain('Jongeren 12–17');
    expect(ageGroups.json().meta.total).toBe(ageGroups.json().data.length);
  });
});

describe('public reads', () => {
  it("lists only the published vacancies of the site's centre", async () => {
    const response = await testApp.request({ url: '/api/v1/vacancies?include=organization,categories,age_groups' });
    expect(response.statusCode).toBe(200);
    const data: Resource[] = response.json().data;
    // Four of the centre's organisations' own, the food bank's two regular activities (demo-applications.ts)
    // and nine the demo seed spreads over the region (demo-vacancies.ts).
    expect(data.length).toBe(15);
    for (const vacancy of data) {
      expect(vacancy.type).toBe('vacancies');
      expect(vacancy.attributes.status).toBe('published');
      expect(vacancy.attributes.volunteer_center_id).toBe(zwolleId);
      // Visitors see the phone only where the vacancy shows it.
      expect(vacancy.attributes.contact_phone === null).toBe(vacancy.attributes.contact_phone_visible === false);
    }
    const includedTypes = new Set(response.json().included.map((r: Resource) => r.type));
    expect(includedTypes).toEqual(new Set(['organizations', 'vacancy_categories', 'age_groups']));
    expect(response.json().meta.total).toBe(15);
  });

  it('filters, sorts and pages', async () => {
    const byTitle = await testApp.request({ url: '/api/v1/vacancies?filter[title_cont]=chauffeur' });
    expect(byTitle.json().data.map((v: Resource) => v.attributes.title)).toEqual(['Chauffeur voor het ophalen van voedsel']);
    const byOrganization = await testApp.request({ url: `/api/v1/vacancies?filter[organization_id_eq]=${voedselbankId}&sort=-title` });
    expect(byOrganization.json().data.map((v: Resource) => v.attributes.title)).toEqual([
      'Uitgifte-medewerker op dinsdagmiddag',
      'Sorteren en inpakken op zaterdagochtend',
      'Inzamelactie bij de supermarkt',
      'Chauffeur voor het ophalen van voedsel',
    ]);
    const byType = await testApp.request({ url: '/api/v1/vacancies?filter[vacancy_type_eq]=language' });
    expect(byType.json().data).toHaveLength(2);
    const paged = await testApp.request({ url: '/api/v1/vacancies?page[size]=5&page[number]=3&sort=expires_at' });
    expect(paged.json().data).toHaveLength(5);
    expect(paged.json().meta).toMatchObject({ total: 15, page_count: 3 });
  });

  it('shows one published vacancy with its relationships', async () => {
    const vacancy = await vacancyRow(testApp, voedselbankId, 'Chauffeur voor het ophalen van voedsel');
    const response = await testApp.request({ url: `/api/v1/vacancies/${vacancy.id}?include=categories` });
    expect(response.statusCode).toBe(200);
    const data: Resource = response.json().data;
    expect(data.relationships?.organization?.data).toEqual({ type: 'organizations', id: voedselbankId });
    expect((data.relationships?.categories?.data as unknown[]).length).toBe(2);
    expect(response.json().included.map((r: Resource) => r.attributes.name).sort()).toEqual(['Vervoer', 'Zorg en welzijn']);
  });

  it('shows the contact phone to the staff of the organisation only', async () => {
    const vacancy = await vacancyRow(testApp, voedselbankId, 'Chauffeur voor het ophalen van voedsel');
    const own = await testApp.request({ url: `/api/v1/vacancies/${vacancy.id}`, credentials: organisatie });
    expect(own.json().data.attributes.contact_phone).toBe('06 12 34 56 78');
    const anonymous = await testApp.request({ url: `/api/v1/vacancies/${vacancy.id}` });
    expect(anonymous.json().data.attributes.contact_phone).toBeNull();
  });
});

describe('the life of a vacancy', () => {
  let id: string;

  it('creates a draft for the current organisation', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: organisatie,
      body: { data: { type: 'vacancies', attributes: { title: 'Bezorger van kerstpakketten', contact_person: 'Henk Mulder', hours_per_week: 3 } } },
    });
    expect(response.statusCode).toBe(201);
    const data: Resource = response.json().data;
    expect(data.attributes).toMatchObject({ status: 'draft', place: 'Zwolle', hours_per_week: 3, published_at: null, organization_id: voedselbankId });
    id = data.id;
    // A draft is not public.
    expect((await testApp.request({ url: `/api/v1/vacancies/${id}` })).statusCode).toBe(404);
  });

  it('refuses to publish while required fields are missing, listing them', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${id}`,
      credentials: organisatie,
      body: { data: { type: 'vacancies', id, attributes: { status: 'published' } } },
    });
    expect(response.statusCode).toBe(422);
    const fields = response.json().errors.map((e: { meta: { reason: string }; source: { pointer: string } }) => e.source.pointer);
    expect(fields).toEqual(['/data/attributes/description', '/data/attributes/expires_at']);
    expect((await vacancyById(testApp, id)).status).toBe('draft');
  });

  it('refuses an expiry date in the past when publishing', async () => {
    const response = await testApp.request({
      method: 'PUT',
      url: `/api/v1/vacancies/${id}`,
      credentials: organisatie,
      body: { data: { type: 'vacancies', attributes: { status: 'published', description: 'Rond de kerst pakketten rondbrengen.', expires_at: '2020-01-01T00:00:00Z' } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].meta.reason).toBe('in_the_past');
  });

  it('publishes when everything is there', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${id}`,
      credentials: organisatie,
      body: { data: { type: 'vacancies', attributes: { status: 'published', description: 'Rond de kerst pakketten rondbrengen.', expires_at: future() } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.published_at).not.toBeNull();
    expect((await testApp.request({ url: `/api/v1/vacancies/${id}` })).statusCode).toBe(200);
    expect(await auditActionsFor(testApp, id)).toEqual(['vacancy.created', 'vacancy.published']);
  });

  it('archives and restores to draft', async () => {
    const archived = await testApp.request({ method: 'PUT', url: `/api/v1/vacancies/${id}/archive`, credentials: organisatie });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.attributes).toMatchObject({ status: 'archived' });
    expect(archived.json().data.attributes.archived_at).not.toBeNull();
    const restored = await testApp.request({ method: 'PUT', url: `/api/v1/vacancies/${id}/restore`, credentials: organisatie });
    expect(restored.json().data.attributes).toMatchObject({ status: 'draft', archived_at: null, published_at: null });
    const again = await testApp.request({ method: 'PUT', url: `/api/v1/vacancies/${id}/restore`, credentials: organisatie });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].meta.reason).toBe('invalid_transition');
  });

  it('soft-deletes', async () => {
    const response = await testApp.request({ method: 'DELETE', url: `/api/v1/vacancies/${id}`, credentials: organisatie });
    expect(response.statusCode).toBe(204);
    const row = await vacancyById(testApp, id);
    expect(row.status).toBe('deleted');
    expect(row.deletedAt).not.toBeNull();
    expect((await testApp.request({ url: `/api/v1/vacancies/${id}`, credentials: admin })).statusCode).toBe(404);
  });

  it('lets an admin create a published activity for any organisation of the tenant', async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Apeldoorn');
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: admin,
      body: {
        data: {
          type: 'vacancies',
          attributes: {
            organization_id: sport.id,
            title: 'Opbouw van de sportdag',
            description: 'Tenten opzetten en materiaal klaarzetten.',
            vacancy_type: 'activity',
            status: 'published',
            contact_person: 'Mirjam Smit',
            expires_at: future(),
            starts_at: '2027-06-01T08:00:00Z',
            ends_at: '2027-06-02T16:00:00Z',
            frequency: 'multi_day',
          },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ status: 'published', frequency: 'multi_day', place: 'Apeldoorn' });
    // Published in Apeldoorn: visible on the Apeldoorn site, not on Zwolle's.
    const created = response.json().data.id;
    expect((await testApp.request({ url: `/api/v1/vacancies/${created}`, host: 'apeldoorn.localhost' })).statusCode).toBe(200);
    // The public tenant shares its centres, so Zwolle's site shows it too.
    expect((await testApp.request({ url: `/api/v1/vacancies/${created}` })).statusCode).toBe(200);
  });
});

describe('bulk edit', () => {
  it('changes expiry and categories of several vacancies at once', async () => {
    const [first, second] = await Promise.all([
      vacancyRow(testApp, voedselbankId, 'Chauffeur voor het ophalen van voedsel'),
      vacancyRow(testApp, voedselbankId, 'Uitgifte-medewerker op dinsdagmiddag'),
    ]);
    const categories = (await testApp.request({ url: '/api/v1/vacancy_categories' })).json().data as Resource[];
    const expiresAt = future();
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/vacancies/bulk',
      credentials: organisatie,
      body: {
        data: [first!, second!].map((v) => ({
          type: 'vacancies',
          id: v.id,
          attributes: { expires_at: expiresAt, category_ids: [categories[0]!.id] },
        })),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.total).toBe(2);
    for (const v of [first!, second!]) {
      const row = await vacancyById(testApp, v.id);
      expect(row.categoryIds).toEqual([categories[0]!.id]);
      expect(row.expiresAt?.toISOString()).toBe(new Date(expiresAt).toISOString());
    }
  });

  it('changes nothing when one entry is refused', async () => {
    const first = await vacancyRow(testApp, voedselbankId, 'Chauffeur voor het ophalen van voedsel');
    const second = await vacancyRow(testApp, voedselbankId, 'Uitgifte-medewerker op dinsdagmiddag');
    const response = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/vacancies/bulk',
      credentials: organisatie,
      body: {
        data: [
          { type: 'vacancies', id: first.id, attributes: { status: 'filled' } },
          { type: 'vacancies', id: second.id, attributes: { status: 'draft' } },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.pointer).toBe('/data/1/attributes/status');
    expect((await vacancyById(testApp, first.id)).status).toBe('published');
    expect((await vacancyById(testApp, second.id)).status).toBe('published');
  });
});

describe('organisations', () => {
  it('still include their vacancies', async () => {
    const response = await testApp.request({ url: `/api/v1/organizations/${voedselbankId}?include=vacancies` });
    expect(response.statusCode).toBe(200);
    const included = response.json().included as Resource[];
    // Two vacancies and two regular activities.
    expect(included.filter((r) => r.type === 'vacancies')).toHaveLength(4);
  });
});
