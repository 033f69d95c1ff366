import { and, eq } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, organizationRow, userRowByEmail, vacancyRow } from '../../testing/fixtures';
import { toWallClock } from '../vacancies/activity-schedule';
import { applications } from './applications.tables';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> };

let testApp: TestApp;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let chauffeur: Awaited<ReturnType<typeof vacancyRow>>;
let uitgifte: Awaited<ReturnType<typeof vacancyRow>>;
let trainer: Awaited<ReturnType<typeof vacancyRow>>;

const apply = (attributes: Record<string, unknown>, options: { credentials?: Credentials; headers?: Record<string, string> } = {}) =>
  testApp.request({ method: 'POST', url: '/api/v1/applications', body: { data: { type: 'applications', attributes } }, ...options });

const mailsTo = async (address: string) => (await testApp.mails()).filter((mail) => mail.to.includes(address));

const applicationRow = async (id: string) => {
  const [row] = await testApp.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
};

beforeAll(async () => {
  testApp = await createTestApp();
  const voedselbank = await organizationRow(testApp, 'public', 'Voedselbank Zwolle');
  chauffeur = await vacancyRow(testApp, voedselbank.id, 'Chauffeur voor het ophalen van voedsel');
  uitgifte = await vacancyRow(testApp, voedselbank.id, 'Uitgifte-medewerker op dinsdagmiddag');
  trainer = await vacancyRow(testApp, (await organizationRow(testApp, 'public', 'Sportvereniging Vooruit Zwolle')).id, 'Trainer voor de jongste jeugd');
});

// A session token is good for 5 s after its first use (the batch window), so each test signs in afresh.
beforeEach(async () => {
  organisatie = await testApp.signIn('organisatie@public.example');
  vrijwilliger = await testApp.signIn('vrijwilliger@public.example');
});

afterAll(async () => {
  await testApp.close();
});

describe('applying as a guest', () => {
  it('stores the application and mails the organisation and, in English, the applicant', async () => {
    const response = await apply(
      {
        vacancy_id: chauffeur.id,
        first_name: ' Johan ',
        last_name: 'Visser',
        email: 'Johan.Visser@Example.org',
        phone_number: '06 12 12 12 12',
        message: 'Ik rij graag op vrijdag.',
      },
      { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.type).toBe('applications');
    expect(data.attributes).toMatchObject({
      vacancy_id: chauffeur.id,
      vacancy_title: 'Chauffeur voor het ophalen van voedsel',
      name: 'Johan Visser',
      first_name: 'Johan',
      last_name: 'Visser',
      email: 'johan.visser@example.org',
      phone_number: '06 12 12 12 12',
      message: 'Ik rij graag op vrijdag.',
      status: 'pending',
      decision_reason: null,
      decided_at: null,
    });
    expect(data.relationships.vacancy.data).toEqual({ type: 'vacancies', id: chauffeur.id });
    const row = await applicationRow(data.id);
    expect(row).toMatchObject({ userId: null, locale: 'en', volunteerCenterId: chauffeur.volunteerCenterId });

    const [toOrganisation] = await mailsTo('organisatie@public.example');
    expect(toOrganisation?.subject).toBe('Nieuwe aanmelding voor Chauffeur voor het ophalen van voedsel');
    expect(toOrganisation?.text).toContain('Johan Visser heeft zich aangemeld');
    expect(toOrganisation?.text).toContain('johan.visser@example.org');
    expect(toOrganisation?.text).toContain('06 12 12 12 12');
    expect(toOrganisation?.text).toContain('Ik rij graag op vrijdag.');
    expect(toOrganisation?.text).toContain(`http://portal.localhost:3000/applications/${data.id}`);
    const [confirmation] = await mailsTo('johan.visser@example.org');
    expect(confirmation?.subject).toBe('Your application for Chauffeur voor het ophalen van voedsel');
    expect(confirmation?.text).toContain('Dear Johan,');
    expect(confirmation?.text).toContain(`http://localhost:3000/vacancies/${chauffeur.id}`);
  });

  it("mails the vacancy's contact e-mail instead of the members when it has one", async () => {
    const before = (await testApp.mails()).length;
    const response = await apply({ vacancy_id: trainer.id, first_name: 'Noor', last_name: 'Peters', email: 'noor@example.org' });
    expect(response.statusCode).toBe(201);
    const mails = (await testApp.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['jeugd@sportverenigingvooruit.example', 'noor@example.org']);
    const contact = mails.find((m) => m.to === 'jeugd@sportverenigingvooruit.example');
    expect(contact?.text).toContain('Beste Mirjam Smit,');
    expect(contact?.text).toContain('Telefoon: niet opgegeven');
    expect(contact?.text).toContain('(geen bericht)');
    expect(mails.find((m) => m.to === 'noor@example.org')?.subject).toBe('Je aanmelding voor Trainer voor de jongste jeugd');
  });
});

describe('applying signed in', () => {
  it("takes the account's name and e-mail, links the account and lets the volunteer follow it", async () => {
    const response = await apply({ vacancy_id: chauffeur.id, message: 'Ik kan op vrijdag.' }, { credentials: vrijwilliger });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.attributes).toMatchObject({ name: 'Eva Bakker', email: 'vrijwilliger@public.example', status: 'pending' });
    const user = await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example');
    expect((await applicationRow(data.id)).userId).toBe(user.id);
    expect((await mailsTo('vrijwilliger@public.example')).map((m) => m.subject)).toContain(
      'Je aanmelding voor Chauffeur voor het ophalen van voedsel',
    );

    const own = await testApp.request({ url: '/api/v1/applications?include=vacancy', credentials: vrijwilliger });
    expect(own.statusCode).toBe(200);
    const list: Resource[] = own.json().data;
    // This one and the one the demo seed made with the account.
    expect(list.map((a) => a.attributes.vacancy_title).sort()).toEqual([
      'Chauffeur voor het ophalen van voedsel',
      'Uitgifte-medewerker op dinsdagmiddag',
    ]);
    expect(list.every((a) => a.attributes.email === 'vrijwilliger@public.example')).toBe(true);
    const included: Resource[] = own.json().included;
    expect(included.map((v) => v.type)).toEqual(['vacancies', 'vacancies']);
    // The volunteer does not manage these vacancies: no contact e-mail for them.
    expect(included.every((v) => v.attributes.contact_email === null)).toBe(true);

    const one = await testApp.request({ url: `/api/v1/applications/${data.id}`, credentials: vrijwilliger });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.id).toBe(data.id);
  });

  it('lets the volunteer withdraw and later send the application anew', async () => {
    const sent = await apply({ vacancy_id: trainer.id }, { credentials: vrijwilliger });
    const id = sent.json().data.id;
    const withdrawn = await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/withdraw`, credentials: vrijwilliger });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.attributes.status).toBe('withdrawn');

    const again = await apply({ vacancy_id: trainer.id, message: 'Toch wel!' }, { credentials: vrijwilliger });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(id);
    expect(again.json().data.attributes).toMatchObject({ status: 'pending', message: 'Toch wel!' });
    expect(await auditActionsFor(testApp, id)).toEqual(['application.withdrawn', 'application.resubmitted']);
    const rows = await testApp.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.vacancyId, trainer.id), eq(applications.email, 'vrijwilliger@public.example')));
    expect(rows).toHaveLength(1);
  });
});

describe('the organisation superuser', () => {
  it("lists only the applications to their organisation's vacancies, with filters, sorting and pages", async () => {
    const list = await testApp.request({ url: '/api/v1/applications?page[size]=100', credentials: organisatie });
    expect(list.statusCode).toBe(200);
    const all: Resource[] = list.json().data;
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((a) => a.attributes.vacancy_id))).toEqual(new Set([chauffeur.id, uitgifte.id]));
    expect(list.json().meta.total).toBe(all.length);
    // Newest first by default.
    const created = all.map((a) => String(a.attributes.created_at));
    expect([...created].sort().reverse()).toEqual(created);

    const pending = await testApp.request({ url: '/api/v1/applications?filter[status_eq]=pending', credentials: organisatie });
    expect(pending.json().data.every((a: Resource) => a.attributes.status === 'pending')).toBe(true);
    const decided = await testApp.request({ url: '/api/v1/applications?filter[status_in]=accepted,rejected&sort=status', credentials: organisatie });
    expect(decided.json().data.map((a: Resource) => a.attributes.status)).toEqual(['accepted', 'rejected']);
    const toUitgifte = await testApp.request({ url: `/api/v1/applications?filter[vacancy_id_eq]=${uitgifte.id}`, credentials: organisatie });
    expect(toUitgifte.json().data.every((a: Resource) => a.attributes.vacancy_id === uitgifte.id)).toBe(true);

    const today = toWallClock(new Date()).toISOString().slice(0, 10);
    const recent = await testApp.request({ url: `/api/v1/applications?filter[created_at_gteq]=${today}&filter[created_at_lteq]=${today}`, credentials: organisatie });
    const recentIds = recent.json().data.map((a: Resource) => a.id);
    expect(recentIds.length).toBeGreaterThan(0);
    // The seeded applications of 4 days and more ago are left out.
    expect(recent.json().data.every((a: Resource) => Date.now() - Date.parse(String(a.attributes.created_at)) < 2 * 86_400_000)).toBe(true);

    const paged = await testApp.request({ url: '/api/v1/applications?page[size]=2&page[number]=2&sort=created_at', credentials: organisatie });
    expect(paged.json().data).toHaveLength(2);
    expect(paged.json().links.prev).toContain('page%5Bnumber%5D=1');
    expect(paged.json().meta).toMatchObject({ total: all.length, page_size: 2, page_number: 2 });
  });

  it('sees the vacancy with its contact details when included', async () => {
    const list = await testApp.request({ url: `/api/v1/applications?include=vacancy&filter[vacancy_id_eq]=${chauffeur.id}`, credentials: organisatie });
    const [vacancy] = list.json().included as Resource[];
    expect(vacancy?.id).toBe(chauffeur.id);
    expect(vacancy?.attributes.contact_phone).toBe('06 12 34 56 78');
  });

  it('reviews, accepts and rejects (with a reason), mailing the applicant each decision', async () => {
    const first = (await apply({ vacancy_id: uitgifte.id, first_name: 'Fatima', last_name: 'Yilmaz', email: 'fatima@example.org' })).json().data.id;
    const second = (await apply({ vacancy_id: uitgifte.id, first_name: 'Bas', last_name: 'Koster', email: 'bas@example.org' })).json().data.id;

    const reviewed = await testApp.request({ method: 'POST', url: `/api/v1/applications/${first}/review`, credentials: organisatie });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data.attributes.status).toBe('in_review');

    const accepted = await testApp.request({ method: 'POST', url: `/api/v1/applications/${first}/accept?include=vacancy`, credentials: organisatie });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.attributes.status).toBe('accepted');
    expect(accepted.json().data.attributes.decided_at).toEqual(expect.any(String));
    expect(accepted.json().included[0].id).toBe(uitgifte.id);
    const reviewer = await userRowByEmail(testApp, 'public', 'organisatie@public.example');
    expect((await applicationRow(first)).decidedById).toBe(reviewer.id);
    const acceptMail = (await mailsTo('fatima@example.org')).find((m) => m.subject.includes('geaccepteerd'));
    expect(acceptMail?.subject).toBe('Je aanmelding voor Uitgifte-medewerker op dinsdagmiddag is geaccepteerd');
    expect(acceptMail?.text).toContain('Voedselbank Zwolle heeft je aanmelding');

    const rejected = await testApp.request({
      method: 'POST',
      url: `/api/v1/applications/${second}/reject`,
      credentials: organisatie,
      body: { data: { type: 'applications', attributes: { reason: 'Alle plekken op dinsdag zijn vergeven.' } } },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.attributes).toMatchObject({ status: 'rejected', decision_reason: 'Alle plekken op dinsdag zijn vergeven.' });
    const rejectMail = (await mailsTo('bas@example.org')).find((m) => m.text.includes('niet geaccepteerd'));
    expect(rejectMail?.text).toContain('Toelichting van de organisatie:\nAlle plekken op dinsdag zijn vergeven.');
    expect(rejectMail?.text).toContain('http://localhost:3000/vacancies/search');

    expect(await auditActionsFor(testApp, first)).toEqual(['application.in_review', 'application.accepted']);
    expect(await auditActionsFor(testApp, second)).toEqual(['application.rejected']);
  });

  it('rejects with a blank reason, and the mail says no more than that', async () => {
    const id = (await apply({ vacancy_id: chauffeur.id, first_name: 'Tim', last_name: 'Bos', email: 'tim@example.org' })).json().data.id;
    const bare = await testApp.request({ method: 'POST', url: `/api/v1/applications/${id}/reject`, credentials: organisatie, body: { reason: '  ' } });
    expect(bare.statusCode).toBe(400);
    const rejected = await testApp.request({
      method: 'POST',
      url: `/api/v1/applications/${id}/reject`,
      credentials: organisatie,
      body: { data: { type: 'applications', attributes: { reason: '  ' } } },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.attributes.decision_reason).toBeNull();
    const mail = (await mailsTo('tim@example.org')).find((m) => m.text.includes('niet geaccepteerd'));
    expect(mail?.text).not.toContain('Toelichting');
  });
});

describe('staff of the centre and the tenant', () => {
  it('centre superuser and admin see the applications of the centre and of the tenant', async () => {
    const centrum = await testApp.signIn('centrum@public.example');
    const admin = await testApp.signIn('admin@public.example');
    const forCentre = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: centrum });
    expect(forCentre.statusCode).toBe(200);
    const centreVacancies = new Set(forCentre.json().data.map((a: Resource) => a.attributes.vacancy_id));
    expect(centreVacancies.has(trainer.id)).toBe(true);
    expect(centreVacancies.has(chauffeur.id)).toBe(true);

    const apeldoorn = await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn');
    const apeldoornVacancy = await vacancyRow(testApp, apeldoorn.id, 'Chauffeur voor het ophalen van voedsel');
    const elsewhere = await apply({ vacancy_id: apeldoornVacancy.id, first_name: 'Iris', last_name: 'Mol', email: 'iris@example.org' });
    // The public tenant shares its centres: a visitor of Zwolle may apply in Apeldoorn.
    expect(elsewhere.statusCode).toBe(201);
    const byCentre = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: centrum });
    expect(byCentre.json().data.map((a: Resource) => a.id)).not.toContain(elsewhere.json().data.id);
    const byAdmin = await testApp.request({ url: '/api/v1/applications?page[size]=1000', credentials: admin });
    expect(byAdmin.json().data.map((a: Resource) => a.id)).toContain(elsewhere.json().data.id);
    const accepted = await testApp.request({ method: 'POST', url: `/api/v1/applications/${elsewhere.json().data.id}/accept`, credentials: admin });
    expect(accepted.statusCode).toBe(200);
  });
});
