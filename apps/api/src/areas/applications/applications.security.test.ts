import { eq } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, organizationRow, vacancyRow } from '../../testing/fixtures';
import { applications } from './applications.tables';

type Row = typeof applications.$inferSelect;

let testApp: TestApp;
let accounts: Record<'admin' | 'centrum' | 'organisatie' | 'redacteur' | 'vrijwilliger', Credentials>;
/** A guest's application to the food bank (organisatie's organisation). */
let ownGuest: Row;
/** The demo volunteer's own application (seeded). */
let volunteerOwn: Row;
/** A guest's application to the sports club, another organisation of the same centre. */
let otherOrganization: Row;
/** A guest's application in Apeldoorn, another centre of the tenant. */
let otherCentre: Row;
/** An application in the demo tenant. */
let otherTenant: Row;

const ACTIONS = ['review', 'accept', 'reject', 'withdraw'] as const;

async function applyAs(test: TestApp, vacancyId: string, email: string, host?: string): Promise<Row> {
  const response = await test.request({
    method: 'POST',
    url: '/api/v1/applications',
    host,
    body: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, first_name: 'Gast', last_name: 'Persoon', email } } },
  });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return rowOf(response.json().data.id);
}

async function rowOf(id: string): Promise<Row> {
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function expectUnchanged(before: Row) {
  expect(await rowOf(before.id)).toEqual(before);
}

const act = (action: string, id: string, credentials?: Credentials, host?: string) =>
  testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/${action}`, credentials, host });

beforeAll(async () => {
  testApp = await createTestApp();
  const vacancyOf = async (tenant: string, organization: string, title: string) =>
    (await vacancyRow(testApp, (await organizationRow(testApp, tenant, organization)).id, title)).id;
  ownGuest = await applyAs(testApp, await vacancyOf('public', 'Voedselbank Zwolle', 'Chauffeur voor het ophalen van voedsel'), 'gast@example.org');
  otherOrganization = await applyAs(testApp, await vacancyOf('public', 'Sportvereniging Vooruit Zwolle', 'Trainer voor de jongste jeugd'), 'gast@example.org');
  otherCentre = await applyAs(testApp, await vacancyOf('public', 'Voedselbank Apeldoorn', 'Chauffeur voor het ophalen van voedsel'), 'gast@example.org', 'apeldoorn.localhost');
  otherTenant = await applyAs(testApp, await vacancyOf('demo', 'Voedselbank Utrecht', 'Chauffeur voor het ophalen van voedsel'), 'gast@example.org', 'demo.localhost');
  const [seeded] = await testApp.database.db.select().from(applications).where(eq(applications.email, 'vrijwilliger@public.example'));
  volunteerOwn = seeded!;
});

// A session token is good for 5 s after its first use (the batch window), so each test signs in afresh.
beforeEach(async () => {
  const names = ['admin', 'centrum', 'organisatie', 'redacteur', 'vrijwilliger'] as const;
  const signedIn = await Promise.all(names.map((name) => testApp.signIn(`${name}@public.example`)));
  accounts = Object.fromEntries(names.map((name, i) => [name, signedIn[i]])) as typeof accounts;
});

afterAll(async () => {
  await testApp.close();
});

describe('without a session', () => {
  it('answers 401 to reads and actions, and changes nothing', async () => {
    expect((await testApp.request({ url: '/api/v1/applications' })).statusCode).toBe(401);
    expect((await testApp.request({ url: `/api/v1/applications/${ownGuest.id}` })).statusCode).toBe(401);
    for (const action of ACTIONS) expect((await act(action, ownGuest.id)).statusCode).toBe(401);
    await expectUnchanged(ownGuest);
  });
});

describe('volunteers and other roles without a say', () => {
  it('answers 403 to decisions before any lookup, even for ids that do not exist', async () => {
    for (const credentials of [accounts.vrijwilliger, accounts.redacteur]) {
      for (const action of ['review', 'accept', 'reject']) {
        expect((await act(action, volunteerOwn.id, credentials)).statusCode).toBe(403);
        expect((await act(action, '00000000-0000-4000-8000-000000000000', credentials)).statusCode).toBe(403);
      }
    }
    await expectUnchanged(volunteerOwn);
  });

  it("see only their own: someone else's application is a 404, to read and to withdraw", async () => {
    const list = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: accounts.vrijwilliger });
    expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([volunteerOwn.id]);
    expect((await testApp.request({ url: `/api/v1/applications/${ownGuest.id}`, credentials: accounts.vrijwilliger })).statusCode).toBe(404);
    expect((await act('withdraw', ownGuest.id, accounts.vrijwilliger)).statusCode).toBe(404);
    const editor = await testApp.request({ url: '/api/v1/applications', credentials: accounts.redacteur });
    expect(editor.statusCode).toBe(200);
    expect(editor.json().data).toEqual([]);
    await expectUnchanged(ownGuest);
  });
});

describe('organisation superuser', () => {
  it("cannot see or decide on another organisation's applications (404)", async () => {
    expect((await testApp.request({ url: `/api/v1/applications/${otherOrganization.id}`, credentials: accounts.organisatie })).statusCode).toBe(404);
    for (const action of ACTIONS) expect((await act(action, otherOrganization.id, accounts.organisatie)).statusCode).toBe(404);
    const list = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: accounts.organisatie });
    expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(otherOrganization.id);
    await expectUnchanged(otherOrganization);
  });

  it('with filter[own]=true lists only applications they sent themselves', async () => {
    const list = await testApp.request({ url: '/api/v1/applications?filter[own]=true&page[size]=1000', credentials: accounts.organisatie });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
    const bad = await testApp.request({ url: '/api/v1/applications?filter[own]=yes', credentials: accounts.organisatie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].source).toEqual({ parameter: 'filter[own]' });
  });

  it("may decide but not withdraw an applicant's application (403)", async () => {
    expect((await act('withdraw', ownGuest.id, accounts.organisatie)).statusCode).toBe(403);
    await expectUnchanged(ownGuest);
  });
});

describe('other centre', () => {
  it("is out of sight of a centre's superuser (404) and in reach of its own", async () => {
    expect((await testApp.request({ url: `/api/v1/applications/${otherCentre.id}`, credentials: accounts.centrum })).statusCode).toBe(404);
    for (const action of ACTIONS) expect((await act(action, otherCentre.id, accounts.centrum)).statusCode).toBe(404);
    await expectUnchanged(otherCentre);

    const apeldoorn = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'portal.apeldoorn.localhost' });
    const own = await testApp.request({ url: `/api/v1/applications/${otherCentre.id}`, credentials: apeldoorn, host: 'portal.apeldoorn.localhost' });
    expect(own.statusCode).toBe(200);
    expect((await testApp.request({ url: `/api/v1/applications/${ownGuest.id}`, credentials: apeldoorn, host: 'portal.apeldoorn.localhost' })).statusCode).toBe(404);
    const list = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: apeldoorn, host: 'portal.apeldoorn.localhost' });
    const ids = list.json().data.map((a: { id: string }) => a.id);
    expect(ids).toContain(otherCentre.id);
    expect(ids).not.toContain(ownGuest.id);
  });
});

describe('other tenant', () => {
  it('is out of sight of everyone, admins included (404), whatever the headers say', async () => {
    for (const credentials of Object.values(accounts)) {
      expect((await testApp.request({ url: `/api/v1/applications/${otherTenant.id}`, credentials })).statusCode).toBe(404);
    }
    for (const action of ['review', 'accept', 'reject']) expect((await act(action, otherTenant.id, accounts.admin)).statusCode).toBe(404);
    const list = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: accounts.admin });
    expect(list.json().data.map((a: { id: string }) => a.id)).not.toContain(otherTenant.id);
    // A public session does not work on the demo tenant's site at all.
    const crossed = await testApp.request({ url: `/api/v1/applications/${otherTenant.id}`, credentials: accounts.admin, headers: { 'x-tenant': 'demo' } });
    expect(crossed.statusCode).toBe(401);
    await expectUnchanged(otherTenant);

    const demoAdmin = await testApp.signIn('admin@demo.example', { host: 'demo.localhost' });
    expect((await testApp.request({ url: `/api/v1/applications/${ownGuest.id}`, credentials: demoAdmin, host: 'demo.localhost' })).statusCode).toBe(404);
    expect((await act('accept', ownGuest.id, demoAdmin, 'demo.localhost')).statusCode).toBe(404);
    await expectUnchanged(ownGuest);
    expect(await auditActionsFor(testApp, ownGuest.id)).toEqual([]);
  });
});

describe('malformed ids', () => {
  it('answer 404, never a database error', async () => {
    expect((await testApp.request({ url: '/api/v1/applications/niet-een-id', credentials: accounts.admin })).statusCode).toBe(404);
    expect((await act('accept', "1' or '1'='1", accounts.admin)).statusCode).toBe(404);
  });
});
