import { strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { uploads } from '../../schema';
import { publishVacancy } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import {
  applyAsGuest,
  unzipAnswer,
  volunteerWithData,
  type Seeded,
} from '../../testing/personal-data';

// GET /current_user/export (docs/api.md, "Personal data"): one zip with data.json,
// index.html and the person's attachments; nobody else's data; a few per hour.

let t: TestApp;
let organisatie: Credentials;
let pim: Seeded;
let other: Seeded;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { personalDataExportsPerUser: { max: 3, windowMs: 60_000 } },
  });
  organisatie = await t.signIn('organisatie@public.example');
  pim = await volunteerWithData(t, 'pim@example.org', organisatie);
  other = await volunteerWithData(t, 'anders@example.org', organisatie, 'GEHEIM-VAN-ANDERS');
  // Pim applied once as a guest too, with the account's address (typed in capitals): theirs as well.
  const vacancyId = await publishVacancy(t, organisatie, {
    organization_id: pim.organizationId,
    title: 'Helpen bij de uitgifte',
  });
  const guest = await applyAsGuest(t, vacancyId, 'PIM@Example.org', 'Als gast aangemeld.');
  expect(guest.statusCode).toBe(201);
}, 120_000);
afterAll(() => t.close());

const exportOf = (credentials: Credentials | undefined, headers: Record<string, string> = {}) =>
  t.request({ url: '/api/v1/current_user/export', credentials, headers });

describe('the archive', () => {
  let files: Record<string, Uint8Array>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- data.json as the test reads it
  let data: any;
  let html: string;

  beforeAll(async () => {
    const response = await exportOf(pim.credentials, { 'accept-language': 'en' });
    expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([
      200,
      '',
    ]);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    files = unzipAnswer(response);
    data = JSON.parse(strFromU8(files['data.json']!));
    html = strFromU8(files['index.html']!);
  });

  it('holds every category of the person’s data in data.json', () => {
    expect(data.account).toMatchObject({
      id: pim.userId,
      email: 'pim@example.org',
      first_name: 'Pim',
      last_name: 'Privé',
    });
    expect(data.account).not.toHaveProperty('encrypted_password');
    expect(data.roles.map((r: { name: string }) => r.name)).toEqual(['volunteer']);
    expect(data.volunteer_profile).toMatchObject({
      introduction: 'Ik ben Pim en ik kook graag.',
      skills: ['koken'],
      in_pool: true,
    });
    expect(data.profile_replies).toEqual([
      expect.objectContaining({
        organization_name: 'Voedselbank Zwolle',
        body: 'We zoeken iemand zoals jij.',
        status: 'sent',
      }),
    ]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: pim.applicationId,
        phone_number: '0612345678',
        message: '<script>alert(1)</script> Ik rijd graag.',
      }),
      expect.objectContaining({ email: 'pim@example.org', message: 'Als gast aangemeld.' }),
    ]);
    expect(data.conversations).toHaveLength(1);
    const [first, second] = data.conversations[0].messages;
    expect(first).toMatchObject({
      mine: false,
      sender_name: 'Carla Meijer',
      body: 'Hoi Pim, welkom!',
    });
    expect(second).toMatchObject({ mine: true, body: 'Dank je, hier is mijn rijbewijs.' });
    expect(second.attachments).toEqual([
      expect.objectContaining({
        file_name: 'rijbewijs.png',
        path: expect.stringMatching(/^attachments\//),
      }),
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notification_choices).toEqual({ app_only_kinds: ['application_accepted'] });
    expect(data.periodic_mail.preferences).toMatchObject({ place: 'Zwolle', distance_km: 15 });
    expect(data.one_to_one.requests).toEqual([
      expect.objectContaining({ topic: 'Hulp bij Nederlands leren', status: 'open' }),
    ]);
    expect(data.one_to_one.matches).toHaveLength(2);
    expect(data.one_to_one.matches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ as_mentor: false, status: 'active' }),
        expect.objectContaining({ as_mentor: true, status: 'active' }),
      ]),
    );
    expect(data.form_answers).toEqual([
      expect.objectContaining({
        form_title: 'Aanmelden',
        answers: [{ question: 'Waarom?', answer: 'Omdat ik graag help' }],
      }),
    ]);
  });

  it('carries the attached file itself, as stored', async () => {
    const path = data.conversations[0].messages[1].attachments[0].path as string;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, pim.uploadId));
    expect(files[path]?.byteLength).toBe(row!.byteSize);
    expect(Object.keys(files).sort()).toEqual(['data.json', 'index.html', path].sort());
  });

  it('shows the same in a readable page, in the user’s language, with everything escaped', () => {
    expect(html).toContain('<h2>Applications</h2>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ik rijd graag.');
    expect(html).not.toContain('<script');
    expect(html).toContain('Ik ben Pim en ik kook graag.');
  });

  it('never holds another person’s data', () => {
    const everything = strFromU8(files['data.json']!) + html;
    expect(everything).not.toContain('GEHEIM-VAN-ANDERS');
    expect(everything).not.toContain('anders@example.org');
    expect(everything).not.toContain(other.applicationId);
  });
});

describe('who may export', () => {
  it('needs a session', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
  });

  it('allows a few archives per user, then a translated 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) expect((await exportOf(other.credentials)).statusCode).toBe(200);
    const refused = await exportOf(other.credentials, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
  });
});
