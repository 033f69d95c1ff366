import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, organizationRow, vacancyById, vacancyRow } from '../../testing/fixtures';

type Vacancy = Awaited<ReturnType<typeof vacancyRow>>;

let testApp: TestApp;
let accounts: Record<'admin' | 'centrum' | 'organisatie' | 'redacteur' | 'vrijwilliger', Credentials>;
let ownPublished: Vacancy;
let otherPublished: Vacancy;
let otherDraft: Vacancy;
let apeldoornPublished: Vacancy;
let demoPublished: Vacancy;

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const patchBody = (attributes: Record<string, unknown>) => ({ data: { type: 'vacancies', attributes } });

beforeAll(async () => {
  testApp = await createTestApp();
  const names = ['admin', 'centrum', 'organisatie', 'redacteur', 'vrijwilliger'] as const;
  const signedIn = await Promise.all(names.map((name) => testApp.signIn(`${name}@public.example`)));
  accounts = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as typeof accounts;
  const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
  const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
  const apeldoorn = await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn');
  const demo = await organizationRow(testApp, 'demo', 'Voedselbank Utrecht');
  ownPublished = await vacancyRow(testApp, voedselbank.id, 'Chauffeur voor het ophalen van voedsel');
  otherPublished = await vacancyRow(testApp, sport.id, 'Trainer voor de jongste jeugd');
  otherDraft = await vacancyRow(testApp, sport.id, 'Helpende handen bij het zomertoernooi');
  apeldoornPublished = await vacancyRow(testApp, apeldoorn.id, 'Chauffeur voor het ophalen van voedsel');
  demoPublished = await vacancyRow(testApp, demo.id, 'Chauffeur voor het ophalen van voedsel');
});

afterAll(async () => {
  await testApp.close();
});

async function expectUnchanged(before: Vacancy) {
  expect(await vacancyById(testApp, before.id)).toEqual(before);
  expect(await auditActionsFor(testApp, before.id)).toEqual([]);
}

function writes(vacancy: Vacancy) {
  return [
    { method: 'PATCH' as const, url: `/api/v1/vacancies/${vacancy.id}`, body: patchBody({ title: 'Overgenomen' }) },
    { method: 'PUT' as const, url: `/api/v1/vacancies/${vacancy.id}`, body: patchBody({ title: 'Overgenomen' }) },
    { method: 'PUT' as const, url: `/api/v1/vacancies/${vacancy.id}/archive` },
    { method: 'PUT' as const, url: `/api/v1/vacancies/${vacancy.id}/restore` },
    { method: 'DELETE' as const, url: `/api/v1/vacancies/${vacancy.id}` },
    {
      method: 'PATCH' as const,
      url: '/api/v1/vacancies/bulk',
      body: { data: [{ type: 'vacancies', id: vacancy.id, attributes: { status: 'archived' } }] },
    },
  ];
}

describe('without a session', () => {
  it('answers 401 to every write and changes nothing', async () => {
    for (const write of [...writes(ownPublished), { method: 'POST' as const, url: '/api/v1/vacancies', body: patchBody({ title: 'Nieuw' }) }]) {
      const response = await testApp.request(write);
      expect(response.statusCode).toBe(401);
    }
    await expectUnchanged(ownPublished);
  });

  it('hides drafts, and shows the published vacancies of the centres the tenant shares', async () => {
    expect((await testApp.request({ url: `/api/v1/vacancies/${otherDraft.id}` })).statusCode).toBe(404);
    // The public tenant shares its centres (docs/decisions.md, "Vacancy search"); other centres: vacancies.policy.test.ts.
    expect((await testApp.request({ url: `/api/v1/vacancies/${apeldoornPublished.id}` })).statusCode).toBe(200);
    const list = await testApp.request({ url: '/api/v1/vacancies?filter[status_eq]=draft' });
    expect(list.json().data).toEqual([]);
  });
});

describe('roles that never manage vacancies', () => {
  it('answers 403 to every write, even for ids that do not exist', async () => {
    for (const credentials of [accounts.vrijwilliger, accounts.redacteur]) {
      for (const write of writes(ownPublished)) {
        expect((await testApp.request({ ...write, credentials })).statusCode).toBe(403);
      }
      const missing = await testApp.request({
        method: 'PATCH',
        url: '/api/v1/vacancies/00000000-0000-4000-8000-000000000000',
        credentials,
        body: patchBody({ title: 'x' }),
      });
      expect(missing.statusCode).toBe(403);
      const created = await testApp.request({ method: 'POST', url: '/api/v1/vacancies', credentials, body: patchBody({ title: 'Nieuw' }) });
      expect(created.statusCode).toBe(403);
    }
    await expectUnchanged(ownPublished);
  });
});

describe('organisation superuser', () => {
  it("answers 403 for another organisation's published vacancy and 404 for its draft", async () => {
    for (const write of writes(otherPublished)) {
      expect((await testApp.request({ ...write, credentials: accounts.organisatie })).statusCode).toBe(403);
    }
    for (const write of writes(otherDraft)) {
      expect((await testApp.request({ ...write, credentials: accounts.organisatie })).statusCode).toBe(404);
    }
    await expectUnchanged(otherPublished);
    await expectUnchanged(otherDraft);
  });

  it("may not create a vacancy for another organisation", async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: accounts.organisatie,
      body: patchBody({ title: 'Nieuw', organization_id: otherPublished.organizationId }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('bulk edit is all or nothing over rights: one foreign id is a 403, one unknown id a 404', async () => {
    const foreign = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/vacancies/bulk',
      credentials: accounts.organisatie,
      body: {
        data: [
          { type: 'vacancies', id: ownPublished.id, attributes: { status: 'filled' } },
          { type: 'vacancies', id: otherPublished.id, attributes: { status: 'filled' } },
        ],
      },
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await testApp.request({
      method: 'PATCH',
      url: '/api/v1/vacancies/bulk',
      credentials: accounts.organisatie,
      body: {
        data: [
          { type: 'vacancies', id: ownPublished.id, attributes: { status: 'filled' } },
          { type: 'vacancies', id: '00000000-0000-4000-8000-000000000000', attributes: { status: 'filled' } },
        ],
      },
    });
    expect(unknown.statusCode).toBe(404);
    await expectUnchanged(ownPublished);
    await expectUnchanged(otherPublished);
  });
});

describe('centre superuser', () => {
  it("sees the centre's drafts and answers 404 for other centres", async () => {
    expect((await testApp.request({ url: `/api/v1/vacancies/${otherDraft.id}`, credentials: accounts.centrum })).statusCode).toBe(200);
    for (const write of writes(apeldoornPublished)) {
      expect((await testApp.request({ ...write, credentials: accounts.centrum })).statusCode).toBe(404);
    }
    await expectUnchanged(apeldoornPublished);
    const list = await testApp.request({ url: '/api/v1/vacancies?filter[status_eq]=draft', credentials: accounts.centrum });
    expect(list.json().data.map((v: { id: string }) => v.id)).toContain(otherDraft.id);
  });
});

describe('other tenant', () => {
  it('answers 404 for an id of another tenant, even to an admin', async () => {
    expect((await testApp.request({ url: `/api/v1/vacancies/${demoPublished.id}`, credentials: accounts.admin })).statusCode).toBe(404);
    for (const write of writes(demoPublished)) {
      expect((await testApp.request({ ...write, credentials: accounts.admin })).statusCode).toBe(404);
    }
    await expectUnchanged(demoPublished);
  });
});

describe('bad input', () => {
  it('answers 400 for malformed JSON and documents', async () => {
    const malformed = await testApp.request({ method: 'POST', url: '/api/v1/vacancies', credentials: accounts.admin, payload: '{"data":', headers: { 'content-type': 'application/vnd.api+json' } });
    expect(malformed.statusCode).toBe(400);
    const noData = await testApp.request({ method: 'POST', url: '/api/v1/vacancies', credentials: accounts.admin, body: { title: 'x' } });
    expect(noData.statusCode).toBe(400);
    const badBulk = await testApp.request({ method: 'PATCH', url: '/api/v1/vacancies/bulk', credentials: accounts.admin, body: { data: [] } });
    expect(badBulk.statusCode).toBe(400);
  });

  it('answers 422 for unknown attributes, over-long titles and unknown categories', async () => {
    const response = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${ownPublished.id}`,
      credentials: accounts.admin,
      body: patchBody({ title: 'x'.repeat(201), salary: 10, category_ids: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(response.statusCode).toBe(422);
    const reasons = response.json().errors.map((e: { meta: { reason: string } }) => e.meta.reason).sort();
    expect(reasons).toEqual(['too_long', 'unknown_attribute']);
    const categories = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/vacancies/${ownPublished.id}`,
      credentials: accounts.admin,
      body: patchBody({ category_ids: ['00000000-0000-4000-8000-000000000000'] }),
    });
    expect(categories.statusCode).toBe(422);
    expect(categories.json().errors[0].source.pointer).toBe('/data/attributes/category_ids');
    await expectUnchanged(ownPublished);
  });

  it('answers 404 for ids that are not UUIDs', async () => {
    expect((await testApp.request({ url: '/api/v1/vacancies/abc' })).statusCode).toBe(404);
    expect((await testApp.request({ method: 'PUT', url: '/api/v1/vacancies/abc/archive', credentials: accounts.admin })).statusCode).toBe(404);
  });

  it('answers 400 for bad filters, sorts and includes', async () => {
    for (const query of ['filter[status_eq]=open', 'filter[organization_id_eq]=x', 'filter[vacancy_type_eq]=job', 'filter[city_cont]=a', 'sort=salary', 'include=applications', 'page[size]=0']) {
      const response = await testApp.request({ url: `/api/v1/vacancies?${query}` });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 422 when publishing for an organisation that is not approved', async () => {
    const hooiberg = await organizationRow(testApp, 'public', 'Natuurwerkgroep De Hooiberg Zwolle');
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: accounts.admin,
      body: patchBody({ organization_id: hooiberg.id, title: 'Werkochtend', description: 'Snoeien.', contact_person: 'Piet', expires_at: future(), status: 'published' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((e: { meta: { reason: string } }) => e.meta.reason)).toEqual(['organization_not_approved']);
  });
});

describe('feature switches', () => {
  it('refuses p2p vacancies where peer-to-peer is off (demo tenant)', async () => {
    const admin = await testApp.signIn('admin@demo.example', { host: 'demo.localhost' });
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      host: 'demo.localhost',
      credentials: admin,
      body: patchBody({ organization_id: demoPublished.organizationId, title: 'Maatje', vacancy_type: 'p2p' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].meta.reason).toBe('feature_disabled');
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/vacancy_type');
  });

  it('refuses activities where activities are off (oldebroek) and leaves them out of lists', async () => {
    const admin = await testApp.signIn('admin@oldebroek.example', { host: 'oldebroek.localhost' });
    const organization = await organizationRow(testApp, 'oldebroek', 'Voedselbank Wezep');
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      host: 'oldebroek.localhost',
      credentials: admin,
      body: patchBody({ organization_id: organization.id, title: 'Sportdag', vacancy_type: 'activity' }),
    });
    expect(response.statusCode).toBe(422);
    const list = await testApp.request({ url: '/api/v1/vacancies?filter[status_in]=draft,published', host: 'oldebroek.localhost', credentials: admin });
    expect(list.json().data.every((v: { attributes: { vacancy_type: string } }) => v.attributes.vacancy_type !== 'activity')).toBe(true);
  });

  it('allows p2p on the public tenant', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: accounts.organisatie,
      body: patchBody({ title: 'Maatje voor een oudere', vacancy_type: 'p2p' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('category and age group lists', () => {
  it("show each tenant only its own entries", async () => {
    for (const url of ['/api/v1/vacancy_categories', '/api/v1/age_groups']) {
      const own = (await testApp.request({ url })).json().data as { id: string }[];
      const other = (await testApp.request({ url, host: 'roermond.localhost' })).json().data as { id: string }[];
      expect(own.length).toBeGreaterThan(0);
      expect(other.length).toBeGreaterThan(0);
      const otherIds = new Set(other.map((entry) => entry.id));
      expect(own.filter((entry) => otherIds.has(entry.id))).toEqual([]);
    }
  });
});
