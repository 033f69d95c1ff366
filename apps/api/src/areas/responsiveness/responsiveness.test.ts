import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, organizationRow, vacancyRow } from '../../testing/fixtures';
import { started } from '../conversations/conversations.fixtures';
import { applications } from '../applications/applications.tables';
import { matchRatesPerCenter } from './responsiveness.data';
import { DAY_MS, median, runResponsivenessJob } from './responsiveness.jobs';
import { matchChecks } from './responsiveness.tables';

// Responsiveness (docs/api.md, "Responsiveness"): the reminders about unanswered
// applications, the staff's waiting list, the response time and the questions after an
// acceptance, each job run with a moved clock, twice.

let t: TestApp;
let voedselbankId: string;
let chauffeur: string;
let uitgifte: string;
let apeldoornVacancy: string;
let demoVacancy: string;

const run = (now: Date) => runResponsivenessJob(['public', 'demo'], t.app.withTenantContext, now);
const later = (days: number) => new Date(Date.now() + days * DAY_MS);
const mailsTo = async (address: string, subject: string) =>
  (await t.mails()).filter((mail) => mail.to.includes(address) && mail.subject.includes(subject));

async function apply(vacancyId: string, email: string, options: { credentials?: Credentials; host?: string; lastName?: string } = {}): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    host: options.host,
    credentials: options.credentials,
    body: { data: { type: 'applications', attributes: { vacancy_id: vacancyId, first_name: 'Gast', last_name: options.lastName ?? 'Wachtend', email } } },
  });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return response.json().data.id;
}

const act = async (action: string, id: string, credentials: Credentials) => {
  const response = await t.request({ method: 'POST', url: `/api/v1/applications/${id}/${action}`, credentials });
  expect(response.statusCode).toBe(200);
};

/** Moves applications back in time, as if they were sent that many days ago. */
async function sentDaysAgo(ids: string[], days: number) {
  await t.database.db.update(applications).set({ createdAt: later(-days) }).where(inArray(applications.id, ids));
}

const waitingList = (credentials?: Credentials, host?: string) => t.request({ url: '/api/v1/waiting_applications', credentials, host });

beforeAll(async () => {
  t = await createTestApp();
  const voedselbank = await organizationRow(t, 'public', 'Voedselbank Zwolle');
  voedselbankId = voedselbank.id;
  chauffeur = (await vacancyRow(t, voedselbank.id, 'Chauffeur voor het ophalen van voedsel')).id;
  uitgifte = (await vacancyRow(t, voedselbank.id, 'Uitgifte-medewerker op dinsdagmiddag')).id;
  apeldoornVacancy = (await vacancyRow(t, (await organizationRow(t, 'public', 'Voedselbank Apeldoorn')).id, 'Chauffeur voor het ophalen van voedsel')).id;
  demoVacancy = (await vacancyRow(t, (await organizationRow(t, 'demo', 'Voedselbank Utrecht')).id, 'Chauffeur voor het ophalen van voedsel')).id;
}, 60_000);

afterAll(() => t.close());

describe('an unanswered application', () => {
  it('reminds the organisation after 7 days and the centre after 14, each once, and stops once answered', async () => {
    const waiting = await apply(chauffeur, 'wachtend@example.org');
    const reviewed = await apply(chauffeur, 'bekeken@example.org', { lastName: 'Bekeken' });

    await run(later(6));
    expect(await mailsTo('organisatie@public.example', 'Gast Wachtend wacht op je antwoord')).toEqual([]);

    const organisatie = await t.signIn('organisatie@public.example');
    await act('review', reviewed, organisatie);
    const first = await run(later(8));
    expect(first.organizationReminders).toBeGreaterThanOrEqual(1);
    const [reminder, ...more] = await mailsTo('organisatie@public.example', 'Gast Wachtend wacht op je antwoord');
    expect(more).toEqual([]);
    expect(reminder!.text).toContain('8 dagen geleden');
    expect(reminder!.text).toContain(`http://portal.localhost:3000/applications/${waiting}`);
    expect(await mailsTo('organisatie@public.example', 'Gast Bekeken')).toEqual([]);
    const notifications = await t.request({ url: '/api/v1/notifications', credentials: await t.signIn('organisatie@public.example') });
    expect(notifications.json().data.filter((n: { attributes: { kind: string; subject_id: string } }) => n.attributes.kind === 'application_waiting' && n.attributes.subject_id === waiting)).toHaveLength(1);

    // Again, also two workers at once: nothing more.
    await Promise.all([run(later(8)), run(later(9))]);
    expect(await mailsTo('organisatie@public.example', 'Gast Wachtend wacht op je antwoord')).toHaveLength(1);

    const alerted = await run(later(15));
    expect(alerted.centerAlerts).toBeGreaterThanOrEqual(1);
    const [alert, ...moreAlerts] = await mailsTo('centrum@public.example', 'Aanmeldingen bij Voedselbank Zwolle wachten op antwoord');
    expect(moreAlerts).toEqual([]);
    // The demo volunteer's own application, sent as the seed ran, is as old: one mail counts both.
    expect(alert!.text).toMatch(/Bij Voedselbank Zwolle wachten \d+ aanmeldingen al 14 dagen of langer op antwoord/);
    expect(alert!.text).toContain('http://portal.localhost:3000/applications/waiting');
    await run(later(16));
    expect(await mailsTo('centrum@public.example', 'Aanmeldingen bij Voedselbank Zwolle')).toHaveLength(1);
  });

  it('stops on the organisation’s reply in a conversation about it', async () => {
    const account = await createAccount(t, { volunteerCenterId: await centerIdOf(t, 'public', 'zwolle'), email: 'gesprek@example.org' });
    const applicant = await t.signIn(account.email);
    const id = await apply(uitgifte, account.email, { credentials: applicant, lastName: 'Gesprek' });
    await started(t, await t.signIn('organisatie@public.example'), { subject: 'Je aanmelding', body: 'Kom je langs?', recipient_type: 'user', application_id: id });
    await run(later(8));
    await run(later(15));
    expect(await mailsTo('organisatie@public.example', 'Test Gesprek wacht')).toEqual([]);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.answeredAt).toBeInstanceOf(Date);
  });
});

describe('the waiting list', () => {
  it('shows the staff their centre’s applications waiting 14 days or more, by organisation', async () => {
    const old = await apply(chauffeur, 'lang-wachtend@example.org', { lastName: 'Lang' });
    const recent = await apply(chauffeur, 'kort-wachtend@example.org', { lastName: 'Kort' });
    const elsewhere = await apply(apeldoornVacancy, 'apeldoorn-wachtend@example.org', { host: 'apeldoorn.localhost', lastName: 'Apeldoorn' });
    await sentDaysAgo([old, elsewhere], 20);
    await sentDaysAgo([recent], 10);

    const list = await waitingList(await t.signIn('centrum@public.example'));
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: string; attributes: Record<string, unknown> }[];
    expect(rows.find((row) => row.id === old)?.attributes).toMatchObject({
      organization_id: voedselbankId,
      organization_name: 'Voedselbank Zwolle',
      vacancy_title: 'Chauffeur voor het ophalen van voedsel',
      applicant_name: 'Gast Lang',
      days_waiting: 20,
    });
    expect(rows.map((row) => row.id)).not.toContain(recent);
    expect(rows.map((row) => row.id)).not.toContain(elsewhere);

    const apeldoorn = await waitingList(await t.signIn('centrum-apeldoorn@public.example', { host: 'portal.apeldoorn.localhost' }), 'portal.apeldoorn.localhost');
    const apeldoornIds = apeldoorn.json().data.map((row: { id: string }) => row.id);
    expect(apeldoornIds).toContain(elsewhere);
    expect(apeldoornIds).not.toContain(old);
  });

  it('is refused to organisations, volunteers and guests, and shows nothing of another tenant', async () => {
    for (const email of ['organisatie@public.example', 'vrijwilliger@public.example', 'redacteur@public.example']) {
      const refused = await t.request({ url: '/api/v1/waiting_applications', credentials: await t.signIn(email), headers: { 'accept-language': 'en' } });
      expect([email, refused.statusCode]).toEqual([email, 403]);
      expect(refused.json().errors[0].title).toBe('Forbidden');
    }
    expect((await waitingList()).statusCode).toBe(401);
    const demoApplication = await apply(demoVacancy, 'demo-wachtend@example.org', { host: 'demo.localhost' });
    await sentDaysAgo([demoApplication], 20);
    const publicList = await waitingList(await t.signIn('admin@public.example'));
    expect(publicList.json().data.map((row: { id: string }) => row.id)).not.toContain(demoApplication);
    const demoList = await waitingList(await t.signIn('admin@demo.example', { host: 'demo.localhost' }), 'demo.localhost');
    const demoIds = demoList.json().data.map((row: { id: string }) => row.id);
    expect(demoIds).toContain(demoApplication);
    expect(demoIds).not.toContain(publicList.json().data[0].id);
  });
});

describe('the response time', () => {
  it('is the median of the last answered applications, in whole days, from five on', async () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    const sportclub = await organizationRow(t, 'public', 'Sportvereniging Vooruit Zwolle');
    const trainer = (await vacancyRow(t, sportclub.id, 'Trainer voor de jongste jeugd')).id;
    const figure = async () => (await t.request({ url: `/api/v1/organization_response_times/${sportclub.id}` })).json().data.attributes.median_days;

    const ids: string[] = [];
    // Half days, so the seconds the test takes do not tip a figure over a whole day.
    for (const days of [0.5, 1.5, 2.5, 3.5]) {
      const id = await apply(trainer, `snel-${days}@example.org`);
      await sentDaysAgo([id], days);
      ids.push(id);
    }
    const sportclubAdmin = await t.signIn('admin@public.example');
    for (const id of ids) await act('review', id, sportclubAdmin);
    await run(new Date());
    expect(await figure()).toBeNull();

    const fifth = await apply(trainer, 'snel-5@example.org');
    await sentDaysAgo([fifth], 4.5);
    await act('reject', fifth, sportclubAdmin);
    await run(new Date());
    expect(await figure()).toBe(3);
    // Another tenant's site does not know the figure.
    expect((await t.request({ url: `/api/v1/organization_response_times/${sportclub.id}`, host: 'demo.localhost' })).json().data.attributes.median_days).toBeNull();
    expect((await t.request({ url: '/api/v1/organization_response_times/niet-een-id' })).statusCode).toBe(404);
  });
});

describe('the questions after an acceptance', () => {
  const tokenIn = (text: string) => /\/vraag\?token=([\w-]+)/.exec(text)?.[1];
  const question = (token: string, host?: string) =>
    t.request({ url: `/api/v1/match_checks?token=${encodeURIComponent(token)}`, host, headers: { 'accept-language': 'en' } });
  const answer = (token: unknown, yes: unknown, host?: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/match_check_answers',
      host,
      headers: { 'accept-language': 'en' },
      body: { data: { type: 'match_check_answers', attributes: { token, answer: yes } } },
    });

  it('asks both sides after 14 days and the volunteer after 90, once, and takes one answer per link', async () => {
    const id = await apply(uitgifte, 'geaccepteerd@example.org', { lastName: 'Geaccepteerd' });
    await act('accept', id, await t.signIn('organisatie@public.example'));

    await run(later(13));
    expect(await mailsTo('geaccepteerd@example.org', 'Gaat het goed')).toEqual([]);
    await run(later(15));
    await run(later(15));
    const [toVolunteer, ...more] = await mailsTo('geaccepteerd@example.org', 'Gaat het goed bij Voedselbank Zwolle?');
    expect(more).toEqual([]);
    const [toOrganisation] = await mailsTo('organisatie@public.example', 'Gaat het goed met Gast?');
    expect(toVolunteer!.text).toMatch(/http:\/\/localhost:3000\/vraag\?token=/);
    const volunteerToken = tokenIn(toVolunteer!.text)!;
    const organisationToken = tokenIn(toOrganisation!.text)!;

    const shown = await question(volunteerToken);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.attributes).toEqual({
      question: 'working_out',
      side: 'volunteer',
      vacancy_title: 'Uitgifte-medewerker op dinsdagmiddag',
      organization_name: 'Voedselbank Zwolle',
      answer: null,
      answered_at: null,
    });
    // Another tenant's site does not know the link.
    expect((await question(volunteerToken, 'demo.localhost')).statusCode).toBe(422);
    expect((await answer(volunteerToken, true, 'demo.localhost')).statusCode).toBe(422);

    const yes = await answer(volunteerToken, true);
    expect(yes.statusCode).toBe(200);
    expect(yes.json().data.attributes).toMatchObject({ answer: true });
    const again = await answer(volunteerToken, false);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ code: 'INVALID_TOKEN', title: 'Invalid link' });
    expect((await question(volunteerToken)).statusCode).toBe(422);
    expect((await answer(organisationToken, false)).statusCode).toBe(200);

    await run(later(91));
    await run(later(92));
    const [retention, ...moreRetention] = await mailsTo('geaccepteerd@example.org', 'Ben je nog vrijwilliger bij Voedselbank Zwolle?');
    expect(moreRetention).toEqual([]);
    expect((await answer(tokenIn(retention!.text)!, true)).statusCode).toBe(200);

    const zwolle = await centerIdOf(t, 'public', 'zwolle');
    const rates = await t.app.withTenantContext('public', 'test', (context) =>
      matchRatesPerCenter(context.tx, 'public', { from: later(-1), to: later(1), volunteerCenterIds: [zwolle] }),
    );
    // The seed's accepted applications were asked too, and left unanswered.
    expect(rates).toEqual([
      {
        volunteerCenterId: zwolle,
        match: { asked: expect.any(Number), yes: 1, no: 1, rate: 0.5 },
        retention: { asked: expect.any(Number), yes: 1, no: 0, rate: 1 },
      },
    ]);
  });

  it('refuses bad, expired and malformed answers with a translated error, and changes nothing', async () => {
    const id = await apply(chauffeur, 'verlopen@example.org', { lastName: 'Verlopen' });
    await act('accept', id, await t.signIn('organisatie@public.example'));
    await run(later(15));
    const [mail] = await mailsTo('verlopen@example.org', 'Gaat het goed');
    const token = tokenIn(mail!.text)!;

    const dutch = await t.request({
      method: 'POST',
      url: '/api/v1/match_check_answers',
      body: { data: { type: 'match_check_answers', attributes: { token: 'geen-echte-link', answer: true } } },
    });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().errors[0].title).toBe('Ongeldige link');
    for (const [badToken, badAnswer] of [
      [token, 'ja'],
      [123, true],
      ['', true],
      ['x'.repeat(500), true],
    ] as const) {
      const refused = await answer(badToken, badAnswer);
      expect([badToken, refused.statusCode]).toEqual([badToken, 422]);
    }
    expect((await question('')).statusCode).toBe(422);
    expect((await t.request({ url: '/api/v1/match_checks' })).statusCode).toBe(422);

    await t.database.db.update(matchChecks).set({ expiresAt: later(-1) }).where(eq(matchChecks.applicationId, id));
    const expired = await answer(token, true);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0].title).toBe('Invalid link');
    const rows = await t.database.db.select().from(matchChecks).where(eq(matchChecks.applicationId, id));
    expect(rows.map((row) => row.answeredAt)).toEqual([null, null]);
  });
});

describe('running it now', () => {
  it('is for admins only, and sends nothing twice', async () => {
    const admin = await t.signIn('admin@public.example');
    const first = await t.request({ method: 'POST', url: '/api/v1/responsiveness/run', credentials: admin });
    expect(first.statusCode).toBe(200);
    const second = await t.request({ method: 'POST', url: '/api/v1/responsiveness/run', credentials: await t.signIn('admin@public.example') });
    expect(second.json().meta).toMatchObject({ organization_reminders: 0, center_alerts: 0, questions: 0 });
    for (const email of ['centrum@public.example', 'organisatie@public.example', 'vrijwilliger@public.example']) {
      const refused = await t.request({ method: 'POST', url: '/api/v1/responsiveness/run', credentials: await t.signIn(email) });
      expect([email, refused.statusCode]).toEqual([email, 403]);
    }
    expect((await t.request({ method: 'POST', url: '/api/v1/responsiveness/run' })).statusCode).toBe(401);
  });
});
