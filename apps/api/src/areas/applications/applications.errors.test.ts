import { count, eq } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { addCenter, auditActionsFor, organizationRow, vacancyRow } from '../../testing/fixtures';
import { jobs } from '../../platform/jobs/jobs.tables';
import { vacancies } from '../vacancies/vacancies.tables';
import { applications } from './applications.tables';

let testApp: TestApp;
let organisatie: Credentials;
let chauffeur: Awaited<ReturnType<typeof vacancyRow>>;
let draft: Awaited<ReturnType<typeof vacancyRow>>;

const apply = (attributes: Record<string, unknown>, options: { credentials?: Credentials; host?: string; headers?: Record<string, string> } = {}) =>
  testApp.request({ method: 'POST', url: '/api/v1/applications', body: { data: { type: 'applications', attributes } }, ...options });

const guest = (overrides: Record<string, unknown> = {}) => ({
  vacancy_id: chauffeur.id,
  first_name: 'Anna',
  last_name: 'de Wit',
  email: 'anna@example.org',
  ...overrides,
});

/** Applications and queued jobs, to prove a refused request changed nothing. */
async function snapshot() {
  const [apps] = await testApp.database.db.select({ n: count() }).from(applications);
  const [queued] = await testApp.database.db.select({ n: count() }).from(jobs);
  return { applications: apps!.n, jobs: queued!.n };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
  chauffeur = await vacancyRow(testApp, voedselbank.id, 'Chauffeur voor het ophalen van voedsel');
  draft = await vacancyRow(testApp, (await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle')).id, 'Helpende handen bij het zomertoernooi');
});

// A session token is good for 5 s after its first use (the batch window), so each test signs in afresh.
beforeEach(async () => {
  organisatie = await testApp.signIn('organisatie@public.example');
});

afterAll(async () => {
  await testApp.close();
});

describe('bad input', () => {
  it.each([
    ['no first name', { first_name: undefined }, 'first_name', 'required'],
    ['a blank last name', { last_name: '   ' }, 'last_name', 'required'],
    ['no e-mail', { email: undefined }, 'email', 'required'],
    ['a malformed e-mail', { email: 'anna-at-example' }, 'email', 'invalid_email'],
    ['a phone number with letters', { phone_number: 'bel me' }, 'phone_number', 'invalid'],
    ['a message that is too long', { message: 'x'.repeat(10_001) }, 'message', 'too_long'],
    ['a vacancy id that is no uuid', { vacancy_id: 'chauffeur' }, 'vacancy_id', 'invalid'],
    ['a number as name', { first_name: 12 }, 'first_name', 'invalid_type'],
    ['an unknown attribute', { status: 'accepted' }, 'status', 'unknown_attribute'],
  ])('refuses %s with a 422 and changes nothing', async (_name, overrides, field, reason) => {
    const before = await snapshot();
    const attributes = Object.fromEntries(Object.entries(guest(overrides)).filter(([, value]) => value !== undefined));
    const response = await apply(attributes);
    expect(response.statusCode).toBe(422);
    const error = response.json().errors.find((e: { source: { pointer: string } }) => e.source.pointer === `/data/attributes/${field}`);
    expect(error?.meta.reason).toBe(reason);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a document that is not one, in the language asked for', async () => {
    const before = await snapshot();
    const wrongType = await testApp.request({
      method: 'POST',
      url: '/api/v1/applications',
      headers: { 'accept-language': 'en' },
      body: { data: { type: 'vacancies', attributes: guest() } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].detail).toBe('The resource type must be "applications".');
    const noData = await testApp.request({ method: 'POST', url: '/api/v1/applications', body: guest() });
    expect(noData.statusCode).toBe(400);
    const broken = await testApp.request({ method: 'POST', url: '/api/v1/applications', payload: '{"data":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses unknown list parameters and malformed filters with a 400 naming them', async () => {
    for (const query of [
      'filter[status_eq]=approved',
      'filter[status_in]=pending,nope',
      'filter[vacancy_id_eq]=42',
      'filter[created_at_gteq]=gisteren',
      'filter[created_at_lteq]=2026-02-30',
      // Years the database cannot take (were a 500).
      'filter[created_at_gteq]=0000-01-01T00:00:00Z',
      'filter[created_at_lteq]=9999-12-31T23:59:59.999Z',
      'filter[email_cont]=anna',
      'sort=email',
      'include=user',
    ]) {
      const response = await testApp.request({ url: `/api/v1/applications?${query}`, credentials: organisatie });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].source.parameter).toBe(query.split('=')[0]);
    }
  });
});

describe('vacancies one cannot apply to', () => {
  async function expectNotFound(vacancyId: string, options: { host?: string; headers?: Record<string, string> } = {}) {
    const before = await snapshot();
    const response = await apply(guest({ vacancy_id: vacancyId }), options);
    expect(response.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  }

  it('answers 404 for an unknown, draft, expired or deleted vacancy', async () => {
    await expectNotFound('00000000-0000-4000-8000-000000000000');
    await expectNotFound(draft.id);
    const { db } = testApp.database;
    const [expired] = await db
      .insert(vacancies)
      .values({ ...pick(chauffeur), title: 'Verlopen', status: 'published', expiresAt: new Date(Date.now() - 60_000) })
      .returning({ id: vacancies.id });
    await expectNotFound(expired!.id);
    const [deleted] = await db.insert(vacancies).values({ ...pick(chauffeur), title: 'Weg', status: 'deleted' }).returning({ id: vacancies.id });
    await expectNotFound(deleted!.id);
  });

  it("answers 404 for another tenant's vacancy", async () => {
    const demo = await vacancyRow(testApp, (await organizationRow(testApp, 'demo', 'Voedselbank Utrecht')).id, 'Chauffeur voor het ophalen van voedsel');
    await expectNotFound(demo.id);
    // …and the demo site cannot reach the public tenant's.
    await expectNotFound(chauffeur.id, { host: 'demo.localhost' });
  });

  it('answers 404 for a vacancy of a type the tenant switched off', async () => {
    const oldebroek = await organizationRow(testApp, 'oldebroek', 'Voedselbank Wezep');
    const [activity] = await testApp.database.db
      .insert(vacancies)
      .values({ ...pick(await vacancyRow(testApp, oldebroek.id, 'Chauffeur voor het ophalen van voedsel')), title: 'Activiteit', vacancyType: 'activity' })
      .returning({ id: vacancies.id });
    await expectNotFound(activity!.id, { host: 'oldebroek.localhost' });
  });

  it("answers 404 for another centre's vacancy where the tenant does not share its centres", async () => {
    const { db } = testApp.database;
    const roermond = await organizationRow(testApp, 'roermond', 'Voedselbank Roermond');
    const secondId = await addCenter(testApp, 'roermond', 'venlo', 'Vrijwilligerscentrale Venlo');
    const [there] = await db
      .insert(vacancies)
      .values({ ...pick(await vacancyRow(testApp, roermond.id, 'Chauffeur voor het ophalen van voedsel')), volunteerCenterId: secondId, title: 'In Venlo' })
      .returning({ id: vacancies.id });
    await expectNotFound(there!.id, { host: 'roermond.localhost' });
    const sameCentre = await apply(guest({ vacancy_id: there!.id }), { host: 'roermond.localhost', headers: { 'volunteer-center-id': secondId } });
    expect(sameCentre.statusCode).toBe(201);
  });
});

/** The columns to copy a vacancy with. */
function pick(vacancy: Awaited<ReturnType<typeof vacancyRow>>) {
  const { tenantId, volunteerCenterId, organizationId, description, contactPerson, vacancyType, status, expiresAt } = vacancy;
  return { tenantId, volunteerCenterId, organizationId, description, contactPerson, vacancyType, status, expiresAt };
}

describe('duplicates', () => {
  it('answers 409 ALREADY_APPLIED for the same address in other letters, and sends no mail', async () => {
    const first = await apply(guest({ email: 'dubbel@example.org' }));
    expect(first.statusCode).toBe(201);
    await testApp.drainJobs();
    const before = await snapshot();
    const second = await apply(guest({ email: 'Dubbel@Example.ORG', first_name: 'Iemand' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ code: 'ALREADY_APPLIED', source: { pointer: '/data/attributes/email' } });
    expect(await snapshot()).toEqual(before);
  });

  it('lets exactly one of two simultaneous applications through', async () => {
    const before = await snapshot();
    const answers = await Promise.all([apply(guest({ email: 'tegelijk@example.org' })), apply(guest({ email: 'TEGELIJK@example.org' }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = await snapshot();
    expect(after.applications).toBe(before.applications + 1);
    // Only the accepted one queued its two mails.
    expect(after.jobs).toBe(before.jobs + 2);
  });
});

describe('sending a withdrawn application anew', () => {
  it('lets one of two simultaneous attempts through', async () => {
    const volunteer = await testApp.signIn('vrijwilliger@public.example');
    const id = (await apply({ vacancy_id: chauffeur.id }, { credentials: volunteer })).json().data.id;
    expect((await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/withdraw`, credentials: volunteer })).statusCode).toBe(200);
    await testApp.drainJobs();
    const before = await snapshot();
    const answers = await Promise.all([apply({ vacancy_id: chauffeur.id }, { credentials: volunteer }), apply({ vacancy_id: chauffeur.id }, { credentials: volunteer })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await snapshot()).toEqual({ applications: before.applications, jobs: before.jobs + 2 });
    expect(await auditActionsFor(testApp, id)).toEqual(['application.withdrawn', 'application.resubmitted']);
  });
});

describe('transitions', () => {
  it('answers 409 INVALID_TRANSITION for a step the status does not allow, and changes nothing', async () => {
    const id = (await apply(guest({ email: 'stappen@example.org' }))).json().data.id;
    const act = (action: string) => testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/${action}`, credentials: organisatie });
    expect((await act('accept')).statusCode).toBe(200);
    await testApp.drainJobs();
    const before = await snapshot();
    for (const action of ['review', 'accept', 'reject']) {
      const response = await act(action);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0].code).toBe('INVALID_TRANSITION');
    }
    const en = await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/review`, credentials: organisatie, headers: { 'accept-language': 'en' } });
    expect(en.json().errors[0].detail).toBe('The application cannot go from accepted to in_review.');
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('accepted');
    expect(await auditActionsFor(testApp, id)).toEqual(['application.accepted']);
    expect(await snapshot()).toEqual(before);
  });

  it('does not review twice, and refuses a reason on anything but a rejection', async () => {
    const id = (await apply(guest({ email: 'tweemaal@example.org' }))).json().data.id;
    const review = () => testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/review`, credentials: organisatie });
    expect((await review()).statusCode).toBe(200);
    expect((await review()).statusCode).toBe(409);
    const doc = (attributes: Record<string, unknown>) => ({ data: { type: 'applications', attributes } });
    const withReason = await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/accept`, credentials: organisatie, body: doc({ reason: 'Welkom!' }) });
    expect(withReason.statusCode).toBe(422);
    expect(withReason.json().errors[0].meta.reason).toBe('unknown_attribute');
    const tooLong = await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/reject`, credentials: organisatie, body: doc({ reason: 'x'.repeat(2001) }) });
    expect(tooLong.statusCode).toBe(422);
    for (const loose of [{}, { reason: 'Welkom!' }, { data: { type: 'applications', attributes: null } }]) {
      const refused = await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/accept`, credentials: organisatie, body: loose });
      expect(refused.statusCode).toBe(400);
    }
    const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('in_review');
  });
});

describe('rate limit per IP address', () => {
  it('limits every applicant per IP address, guests and signed-in volunteers alike', async () => {
    const limited = await createTestApp({ rateLimits: { authPerMinute: 2, maxFailedSignIns: 5, lockMinutes: 15 } });
    try {
      const voedselbank = await organizationRow(limited, 'public', 'Voedselbank Zwolle');
      const vacancyId = (await vacancyRow(limited, voedselbank.id, 'Chauffeur voor het ophalen van voedsel')).id;
      const send = (email: string, credentials?: Credentials) =>
        limited.request({
          method: 'POST',
          url: '/api/v1/applications',
          credentials,
          body: { data: { type: 'applications', attributes: credentials ? { vacancy_id: vacancyId } : { vacancy_id: vacancyId, first_name: 'A', last_name: 'B', email } } },
        });
      expect((await send('een@example.org')).statusCode).toBe(201);
      expect((await send('twee@example.org')).statusCode).toBe(201);
      const third = await send('drie@example.org');
      expect(third.statusCode).toBe(429);
      expect(third.json().errors[0].code).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
      // Signed in is no way around it: an application mails the vacancy's contact all the same.
      const volunteer = await limited.signIn('vrijwilliger@public.example');
      expect((await send('', volunteer)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
