import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, publishVacancy as publishVacancyAs, userRowByEmail } from '../../testing/fixtures';
import { started } from '../conversations/conversations.fixtures';
import { localDay, sendDueDigests } from './digests.service';

// The periodic mail (docs/api.md, "Periodic mail"): preferences, the job that
// sends it once per due day, and its one-click unsubscribe.

let t: TestApp;
let organisatie: Credentials;
let zwolleId: string;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next Monday at 08:00 UTC (09:00 or 10:00 in Amsterdam) after now. */
function nextMondayMorning(): Date {
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const candidate = new Date(Date.now() + ahead * DAY_MS);
    candidate.setUTCHours(8, 0, 0, 0);
    if (candidate.getTime() > Date.now() && localDay(candidate).weekday === 1) return candidate;
  }
  throw new Error('no Monday within a week');
}

const run = (now: Date) => sendDueDigests(['public'], t.app.withTenantContext, now);
const mailsTo = async (email: string) =>
  (await t.mails()).filter((mail) => mail.to.includes(email));

async function subscriber(email: string, days: number[]): Promise<Credentials> {
  await createAccount(t, { volunteerCenterId: zwolleId, email, roles: ['volunteer'] });
  const credentials = await t.signIn(email);
  const set = await t.request({
    method: 'PATCH',
    url: '/api/v1/current_user',
    credentials,
    body: { data: { type: 'users', attributes: { digest_days: days } } },
  });
  expect(set.statusCode).toBe(200);
  return credentials;
}

const publishVacancy = (title: string, place: string, vacancyType = 'volunteering') =>
  publishVacancyAs(t, organisatie, { title, place, vacancy_type: vacancyType });

beforeAll(async () => {
  t = await createTestApp();
  organisatie = await t.signIn('organisatie@public.example');
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
}, 60_000);

afterAll(() => t.close());

describe('what the periodic mail is about', () => {
  it('keeps categories, types, place and distance, and refuses a place it does not know', async () => {
    const credentials = await subscriber('voorkeuren@example.org', [3]);
    const empty = await t.request({ url: '/api/v1/current_user/digest_preferences', credentials });
    expect(empty.json().data.attributes).toEqual({
      digest_days: [3],
      category_ids: [],
      vacancy_types: [],
      place: null,
      distance_km: null,
    });
    const saved = await t.request({
      method: 'PATCH',
      url: '/api/v1/current_user/digest_preferences',
      credentials,
      body: {
        data: {
          type: 'digest_preferences',
          attributes: { vacancy_types: ['activity'], place: 'Zwolle', distance_km: 10 },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({
      vacancy_types: ['activity'],
      place: 'Zwolle',
      distance_km: 10,
    });

    for (const [attributes, pointer] of [
      [{ place: 'Atlantis aan Zee' }, '/data/attributes/place'],
      [{ place: null, distance_km: 10 }, '/data/attributes/place'],
      [{ distance_km: 1000 }, '/data/attributes/distance_km'],
      [{ vacancy_types: ['everything'] }, '/data/attributes/vacancy_types'],
      [{ category_ids: ['niet-een-id'] }, '/data/attributes/category_ids'],
    ] as const) {
      const refused = await t.request({
        method: 'PATCH',
        url: '/api/v1/current_user/digest_preferences',
        credentials,
        headers: { 'accept-language': 'en' },
        body: { data: { type: 'digest_preferences', attributes } },
      });
      expect([attributes, refused.statusCode]).toEqual([attributes, 422]);
      expect(refused.json().errors[0].source.pointer).toMatch(new RegExp(`^${pointer}`));
    }
    const kept = await t.request({ url: '/api/v1/current_user/digest_preferences', credentials });
    expect(kept.json().data.attributes).toMatchObject({
      vacancy_types: ['activity'],
      place: 'Zwolle',
      distance_km: 10,
    });
    expect((await t.request({ url: '/api/v1/current_user/digest_preferences' })).statusCode).toBe(
      401,
    );
  });
});

describe('sending it', () => {
  it('mails a Monday subscriber the new matching vacancies once for Monday, with a one-click unsubscribe', async () => {
    const credentials = await subscriber('maandag@example.org', [1]);
    await t.request({
      method: 'PATCH',
      url: '/api/v1/current_user/digest_preferences',
      credentials,
      body: {
        data: {
          type: 'digest_preferences',
          attributes: { vacancy_types: ['volunteering'], place: 'Zwolle', distance_km: 10 },
        },
      },
    });
    await publishVacancy('Voorlezer in de bibliotheek van Zwolle', 'Zwolle');
    await publishVacancy('Gids in het Rijksmuseum', 'Amsterdam');
    await publishVacancy('Lampionnenoptocht begeleiden', 'Zwolle', 'activity');

    const monday = nextMondayMorning();
    const first = await run(monday);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsTo('maandag@example.org');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Nieuw voor jou bij Vrijwilligerscentrale Zwolle');
    expect(mail!.text).toContain('Voorlezer in de bibliotheek van Zwolle (Zwolle)');
    expect(mail!.text).not.toContain('Rijksmuseum');
    expect(mail!.text).not.toContain('Lampionnenoptocht');
    expect(mail!.text).toContain('http://localhost:3000/profile-edit/periodieke-mail');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/digest_unsubscribe\?token=[^>]+>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same day again, also from two workers at once: nothing more.
    const again = await Promise.all([
      run(monday),
      run(new Date(monday.getTime() + 60 * 60 * 1000)),
    ]);
    expect(again.map((outcome) => outcome.sent)).toEqual([0, 0]);
    expect(await mailsTo('maandag@example.org')).toHaveLength(1);

    // The next Monday, with nothing new: no mail.
    const nextWeek = await run(new Date(monday.getTime() + 7 * DAY_MS));
    expect(nextWeek.nothing_new).toBeGreaterThanOrEqual(1);
    expect(await mailsTo('maandag@example.org')).toHaveLength(1);

    // One click in the mail program, without signing in: no more days.
    const url = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const clicked = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect((await userRowByEmail(t, 'public', 'maandag@example.org')).digestDays).toEqual([]);
    // RFC 8058 lets a mail program send the same as multipart/form-data; again is fine.
    const boundary = 'x-unsubscribe';
    const multipart = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
  });

  it('catches up a missed Monday once, on Tuesday', async () => {
    await subscriber('gemist@example.org', [1]);
    await publishVacancy('Koffie schenken in het buurthuis', 'Zwolle');
    const tuesday = new Date(nextMondayMorning().getTime() + DAY_MS);
    expect((await run(tuesday)).sent).toBeGreaterThanOrEqual(1);
    expect((await mailsTo('gemist@example.org')).map((mail) => mail.text)).toEqual([
      expect.stringContaining('Koffie schenken in het buurthuis'),
    ]);
    await run(new Date(tuesday.getTime() + DAY_MS));
    expect(await mailsTo('gemist@example.org')).toHaveLength(1);
  });

  it('tells of unread messages with a link to their conversation, and nothing once they are read', async () => {
    const credentials = await subscriber('berichten@example.org', [1]);
    const user = await userRowByEmail(t, 'public', 'berichten@example.org');
    const centrum = await t.signIn('centrum@public.example');
    const id = await started(t, centrum, { subject: 'Welkom bij de centrale', body: 'Fijn dat je er bent!', recipient_type: 'user', recipient_id: user.id });

    const monday = nextMondayMorning();
    await run(monday);
    const [mail, ...others] = await mailsTo('berichten@example.org').then((mails) => mails.filter((m) => m.subject.startsWith('Nieuw voor jou')));
    expect(others).toEqual([]);
    expect(mail!.text).toContain('Je hebt ongelezen berichten in 1 conversatie.');
    expect(mail!.text).toContain(`http://localhost:3000/conversations/${id}`);

    const read = await t.request({ method: 'PUT', url: `/api/v1/conversations/${id}/read`, credentials });
    expect(read.statusCode).toBe(200);
    expect((await run(new Date(monday.getTime() + 7 * DAY_MS))).sent).toBe(0);
    expect((await mailsTo('berichten@example.org')).filter((m) => m.subject.startsWith('Nieuw voor jou'))).toHaveLength(1);
  });

  it('refuses an unsubscribe token that is not right, and changes nothing', async () => {
    await subscriber('blijft@example.org', [2]);
    const user = await userRowByEmail(t, 'public', 'blijft@example.org');
    for (const token of ['', 'onzin', `${user.id}.abc`, `${user.id}.${'A'.repeat(43)}`]) {
      const refused = await t.request({
        method: 'POST',
        url: `/api/v1/digest_unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect([token, refused.statusCode]).toEqual([token, 422]);
    }
    expect((await userRowByEmail(t, 'public', 'blijft@example.org')).digestDays).toEqual([2]);
  });

  it('keeps a user’s mail to their own tenant: the right token on another tenant’s host, or the session there, does nothing', async () => {
    const credentials = await subscriber('elders@example.org', [4]);
    const user = await userRowByEmail(t, 'public', 'elders@example.org');
    const { unsubscribeToken } = await import('./digests.service');
    const token = unsubscribeToken(t.config.secretKey, 'public', user.id);
    const elsewhere = await t.request({
      method: 'POST',
      url: `/api/v1/digest_unsubscribe?token=${encodeURIComponent(token)}`,
      host: 'roermond.localhost',
    });
    expect(elsewhere.statusCode).toBe(422);
    const session = await t.request({ url: '/api/v1/current_user/digest_preferences', credentials, host: 'roermond.localhost' });
    expect(session.statusCode).toBe(401);
    const change = await t.request({
      method: 'PATCH',
      url: '/api/v1/current_user/digest_preferences',
      credentials,
      host: 'roermond.localhost',
      body: { data: { type: 'digest_preferences', attributes: { place: 'Roermond' } } },
    });
    expect(change.statusCode).toBe(401);
    expect((await userRowByEmail(t, 'public', 'elders@example.org')).digestDays).toEqual([4]);
    const mine = await t.request({ url: '/api/v1/current_user/digest_preferences', credentials });
    expect(mine.json().data.attributes.place).toBeNull();
  });

  it('is sent now by an admin for their own tenant, as the hourly job would: once per due day', async () => {
    // Every day chosen: some day is always due, whatever the hour the test runs.
    await subscriber('elke-dag@example.org', [1, 2, 3, 4, 5, 6, 7]);
    await publishVacancy('Boodschappen doen voor buren', 'Zwolle');
    const [admin, centrum, roermond] = await Promise.all([
      t.signIn('admin@public.example'),
      t.signIn('centrum@public.example'),
      t.signIn('admin@roermond.example', { host: 'roermond.localhost' }),
    ]);
    const sendNow = (credentials?: Credentials, host?: string) =>
      t.request({ method: 'POST', url: '/api/v1/digests/run', credentials, host });

    expect((await sendNow()).statusCode).toBe(401);
    expect((await sendNow(centrum)).statusCode).toBe(403);
    // Another tenant's admin runs their own tenant's mail, not this one's.
    const elsewhere = await sendNow(roermond, 'roermond.localhost');
    expect(elsewhere.statusCode).toBe(200);
    expect(await mailsTo('elke-dag@example.org')).toHaveLength(0);

    const first = await sendNow(admin);
    expect(first.statusCode).toBe(200);
    expect(first.json().meta.sent).toBeGreaterThanOrEqual(1);
    expect((await mailsTo('elke-dag@example.org')).map((mail) => mail.text)).toEqual([
      expect.stringContaining('Boodschappen doen voor buren'),
    ]);
    const second = await sendNow(admin);
    expect(second.json().meta).toMatchObject({ sent: 0 });
    expect(second.json().meta.already_done).toBeGreaterThanOrEqual(1);
    expect(await mailsTo('elke-dag@example.org')).toHaveLength(1);

    const audit = await t.request({ url: '/api/v1/audit_events?filter[kind]=periodic_mail', credentials: admin });
    expect(audit.json().data.map((event: { attributes: { action: string } }) => event.attributes.action)).toEqual([
      'periodic_mail.sent_now',
      'periodic_mail.sent_now',
    ]);
  });
});
