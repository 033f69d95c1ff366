import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applications, auditEvents, organizationMembers, vacancies } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, centerIdOf, organizationById, organizationRow, userRowByEmail } from '../../testing/fixtures';

// POST /organizations/{id}/move (docs/api.md, "Organisations"): the public
// tenant has the organizations_moving feature; the others do not.

type Organization = Awaited<ReturnType<typeof organizationRow>>;

let testApp: TestApp;
let zwolleId: string;
let apeldoornId: string;
let deventerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
  deventerId = await centerIdOf(testApp, 'public', 'deventer');
});

// Sessions are opened where they are used: members move to other centres in
// these tests, and a session's first token outlives its batch window only briefly.
const session = (name: 'admin' | 'centrum' | 'organisatie' | 'redacteur' | 'vrijwilliger'): Promise<Credentials> =>
  testApp.signIn(`${name}@public.example`);

afterAll(async () => {
  await testApp.close();
});

const moveUrl = (organization: Organization) => `/api/v1/organizations/${organization.id}/move`;
const moveBody = (organization: Organization, volunteerCenterId: unknown) => ({
  data: { type: 'organizations', id: organization.id, attributes: { volunteer_center_id: volunteerCenterId } },
});

function vacancyCentres(organizationId: string) {
  return testApp.database.db
    .select({ status: vacancies.status, volunteerCenterId: vacancies.volunteerCenterId })
    .from(vacancies)
    .where(eq(vacancies.organizationId, organizationId));
}

function applicationCentres(organizationId: string) {
  return testApp.database.db
    .select({ id: applications.id, volunteerCenterId: applications.volunteerCenterId })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(eq(vacancies.organizationId, organizationId));
}

async function expectUnchanged(before: Organization) {
  expect(await organizationById(testApp, before.id)).toEqual(before);
  expect((await vacancyCentres(before.id)).every((v) => v.volunteerCenterId === before.volunteerCenterId)).toBe(true);
  expect(await auditActionsFor(testApp, before.id)).toEqual([]);
}

describe('who may move', () => {
  it('answers 401 without a session and 403 to roles that never move organisations', async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
    expect((await testApp.request({ method: 'POST', url: moveUrl(sport), body: moveBody(sport, apeldoornId) })).statusCode).toBe(401);
    for (const who of ['organisatie', 'redacteur', 'vrijwilliger'] as const) {
      const response = await testApp.request({ method: 'POST', url: moveUrl(sport), credentials: await session(who), body: moveBody(sport, apeldoornId) });
      expect(response.statusCode).toBe(403);
    }
    await expectUnchanged(sport);
  });

  it("answers 404 to the centre superuser for another centre's organisation", async () => {
    const apeldoornSport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Apeldoorn');
    const response = await testApp.request({
      method: 'POST',
      url: moveUrl(apeldoornSport),
      credentials: await session('centrum'),
      body: moveBody(apeldoornSport, zwolleId),
    });
    expect(response.statusCode).toBe(404);
    await expectUnchanged(apeldoornSport);
  });

  it('answers 404 FEATURE_DISABLED where the tenant does not move organisations', async () => {
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const roermondBank = await organizationRow(testApp, 'roermond', 'Voedselbank Roermond');
    for (const credentials of [roermondAdmin, undefined]) {
      const response = await testApp.request({
        method: 'POST',
        url: moveUrl(roermondBank),
        host: 'roermond.localhost',
        credentials,
        headers: { 'accept-language': 'en' },
        body: moveBody(roermondBank, roermondBank.volunteerCenterId),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({
        code: 'FEATURE_DISABLED',
        detail: 'Organisations cannot be moved to another volunteer centre on this site.',
      });
    }
    await expectUnchanged(roermondBank);
  });

  it("answers 401 to another tenant's session", async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
    const roermondAdmin = await testApp.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const response = await testApp.request({
      method: 'POST',
      url: moveUrl(sport),
      headers: { 'x-tenant': 'public' },
      credentials: roermondAdmin,
      body: moveBody(sport, apeldoornId),
    });
    // A roermond session is no session on the public tenant.
    expect(response.statusCode).toBe(401);
    await expectUnchanged(sport);
  });
});

describe('bad input', () => {
  it('answers 422 to the same centre, an unknown one or another tenant’s, and 400/422 to bad bodies; nothing moves', async () => {
    const sport = await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle');
    const roermondCentre = await centerIdOf(testApp, 'roermond', 'roermond');
    const cases = [
      [zwolleId, 'same_center'],
      [randomUUID(), 'invalid'],
      [roermondCentre, 'invalid'],
      ['apeldoorn', 'invalid'],
      [null, 'invalid_type'],
    ] as const;
    for (const [target, reason] of cases) {
      const response = await testApp.request({ method: 'POST', url: moveUrl(sport), credentials: await session('admin'), body: moveBody(sport, target) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/volunteer_center_id' }, meta: { reason } });
    }
    const noBody = await testApp.request({ method: 'POST', url: moveUrl(sport), credentials: await session('admin') });
    expect(noBody.statusCode).toBe(400);
    const extra = await testApp.request({
      method: 'POST',
      url: moveUrl(sport),
      credentials: await session('admin'),
      body: { data: { type: 'organizations', attributes: { volunteer_center_id: apeldoornId, status: 'approved' } } },
    });
    expect(extra.statusCode).toBe(422);
    await expectUnchanged(sport);
  });
});

describe('moving', () => {
  it('moves the organisation with every vacancy and application, and the members who belong nowhere else in the old centre', async () => {
    const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
    const taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
    const carla = await userRowByEmail(testApp, 'public', 'organisatie@public.example');
    const eva = await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example');
    const bram = await userRowByEmail(testApp, 'public', 'centrum@public.example');
    // Eva also belongs to the Taalhuis in Zwolle; Bram is the centre's staff.
    await testApp.database.db.insert(organizationMembers).values([
      { tenantId: 'public', organizationId: voedselbank.id, userId: eva.id, role: 'member' },
      { tenantId: 'public', organizationId: taalhuis.id, userId: eva.id, role: 'member' },
      { tenantId: 'public', organizationId: voedselbank.id, userId: bram.id, role: 'member' },
    ]);
    await testApp.database.db
      .update(vacancies)
      .set({ status: 'archived' })
      .where(and(eq(vacancies.organizationId, voedselbank.id), eq(vacancies.title, 'Uitgifte-medewerker op dinsdagmiddag')));
    expect((await applicationCentres(voedselbank.id)).length).toBeGreaterThan(0);

    const response = await testApp.request({
      method: 'POST',
      url: `${moveUrl(voedselbank)}?include=vacancies`,
      credentials: await session('admin'),
      body: moveBody(voedselbank, apeldoornId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.volunteer_center_id).toBe(apeldoornId);
    const moved = await vacancyCentres(voedselbank.id);
    expect(new Set(moved.map((v) => v.status))).toEqual(new Set(['published', 'archived']));
    expect(moved.every((v) => v.volunteerCenterId === apeldoornId)).toBe(true);
    expect((await applicationCentres(voedselbank.id)).every((a) => a.volunteerCenterId === apeldoornId)).toBe(true);
    expect((await userRowByEmail(testApp, 'public', 'organisatie@public.example')).volunteerCenterId).toBe(apeldoornId);
    expect((await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example')).volunteerCenterId).toBe(zwolleId);
    expect((await userRowByEmail(testApp, 'public', 'centrum@public.example')).volunteerCenterId).toBe(zwolleId);

    const [event] = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, voedselbank.id));
    expect(event).toMatchObject({ action: 'organization.moved', data: { from: zwolleId, to: apeldoornId, moved_user_ids: [carla.id] } });
    expect((event?.data as { vacancy_ids: string[] }).vacancy_ids).toHaveLength(moved.length);

    // The Zwolle centre no longer manages it; Apeldoorn's does, and Carla now signs in there.
    expect((await testApp.request({ url: `/api/v1/organizations/${voedselbank.id}?include=members`, credentials: await session('centrum') })).json().data.relationships.members).toBeUndefined();
    const apeldoornCentrum = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    const applicationsThere = await testApp.request({ url: '/api/v1/applications?page[size]=1000', host: 'apeldoorn.localhost', credentials: apeldoornCentrum });
    const seenThere = new Set(applicationsThere.json().data.map((a: { id: string }) => a.id));
    expect((await applicationCentres(voedselbank.id)).every((a) => seenThere.has(a.id))).toBe(true);
    const carlaThere = await testApp.signIn('organisatie@public.example', { host: 'apeldoorn.localhost' });
    const own = await testApp.request({ url: '/api/v1/current_organization', host: 'apeldoorn.localhost', credentials: carlaThere });
    expect(own.json().data.id).toBe(voedselbank.id);
  });

  it('lets a centre superuser move an organisation of their centre to another centre', async () => {
    const taalhuis = await organizationRow(testApp, 'public', 'Taalhuis Zwolle');
    const response = await testApp.request({ method: 'POST', url: moveUrl(taalhuis), credentials: await session('centrum'), body: moveBody(taalhuis, deventerId) });
    expect(response.statusCode).toBe(200);
    expect((await organizationById(testApp, taalhuis.id)).volunteerCenterId).toBe(deventerId);
    // Eva belongs to no other organisation in Zwolle now, so she moved along.
    expect((await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example')).volunteerCenterId).toBe(deventerId);
    // Once moved it is out of the Zwolle centre superuser's reach.
    const back = await testApp.request({ method: 'POST', url: moveUrl(taalhuis), credentials: await session('centrum'), body: moveBody(taalhuis, zwolleId) });
    expect(back.statusCode).toBe(404);
  });
});
