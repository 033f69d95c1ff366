import { count } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { vacancies } from '../vacancies/vacancies.tables';

// The vacancy fields of issue 4 this slice owns: contact_email (shown only to
// the vacancy's managers) and recurrence_rule (checked with rrule).

let testApp: TestApp;
let organisatie: Credentials;

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const activity = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'vacancies',
    attributes: {
      title: 'Wekelijkse klusavond',
      description: '<p>Samen klussen in het buurthuis.</p>',
      contact_person: 'Henk Mulder',
      contact_email: 'Klussen@Voedselbank.example',
      vacancy_type: 'activity',
      frequency: 'regularly',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU',
      starts_at: future(7),
      ends_at: new Date(Date.parse(future(7)) + 2 * 3_600_000).toISOString(),
      expires_at: future(90),
      status: 'published',
      ...attributes,
    },
  },
});

const create = (body: unknown) => testApp.request({ method: 'POST', url: '/api/v1/vacancies', credentials: organisatie, body });
const vacancyCount = async () => (await testApp.database.db.select({ n: count() }).from(vacancies))[0]!.n;

beforeAll(async () => {
  testApp = await createTestApp();
});

// A session token is good for 5 s after its first use (the batch window), so each test signs in afresh.
beforeEach(async () => {
  organisatie = await testApp.signIn('organisatie@public.example');
});

afterAll(async () => {
  await testApp.close();
});

describe('recurrence_rule and contact_email on vacancies', () => {
  it('stores both, and shows the contact e-mail only to the managers', async () => {
    const response = await create(activity({ recurrence_rule: ' rrule:freq=weekly;byday=tu ' }));
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    expect(attributes).toMatchObject({ recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU', contact_email: 'klussen@voedselbank.example', frequency: 'regularly' });

    const visitor = await testApp.request({ url: `/api/v1/vacancies/${id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data.attributes).toMatchObject({ recurrence_rule: 'FREQ=WEEKLY;BYDAY=TU', contact_email: null });
    const volunteer = await testApp.signIn('vrijwilliger@public.example');
    expect((await testApp.request({ url: `/api/v1/vacancies/${id}`, credentials: volunteer })).json().data.attributes.contact_email).toBeNull();
    const list = await testApp.request({ url: '/api/v1/vacancies?page[size]=1000' });
    expect(list.json().data.every((v: { attributes: { contact_email: unknown } }) => v.attributes.contact_email === null)).toBe(true);
    const centre = await testApp.signIn('centrum@public.example');
    expect((await testApp.request({ url: `/api/v1/vacancies/${id}`, credentials: centre })).json().data.attributes.contact_email).toBe(
      'klussen@voedselbank.example',
    );
  });

  it.each([
    ['a rule that does not parse', { recurrence_rule: 'elke dinsdag' }, 'recurrence_rule', 'invalid_recurrence_rule'],
    ['an hourly rule', { recurrence_rule: 'FREQ=HOURLY' }, 'recurrence_rule', 'invalid_recurrence_rule'],
    ['a rule that never matches', { recurrence_rule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30' }, 'recurrence_rule', 'invalid_recurrence_rule'],
    ['a rule on a one-off activity', { frequency: 'once' }, 'recurrence_rule', 'only_for_regular_activities'],
    ['a rule on a vacancy that is no activity', { vacancy_type: 'volunteering' }, 'recurrence_rule', 'only_for_regular_activities'],
    ['a rule without a start', { starts_at: null, ends_at: null }, 'starts_at', 'required'],
    ['a rule that is far too long', { recurrence_rule: `FREQ=WEEKLY;BYDAY=${'TU,'.repeat(120)}TU` }, 'recurrence_rule', 'too_long'],
    ['a malformed contact e-mail', { contact_email: 'henk at voedselbank' }, 'contact_email', 'invalid_email'],
  ])('refuses %s with a 422 and stores nothing', async (_name, attributes, field, reason) => {
    const before = await vacancyCount();
    const response = await create(activity(attributes));
    expect(response.statusCode).toBe(422);
    const error = response.json().errors.find((e: { source: { pointer: string } }) => e.source.pointer === `/data/attributes/${field}`);
    expect(error?.meta.reason).toBe(reason);
    expect(error?.detail).toEqual(expect.any(String));
    expect(await vacancyCount()).toBe(before);
  });

  it('explains a refused rule in English too', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/v1/vacancies',
      credentials: organisatie,
      headers: { 'accept-language': 'en' },
      body: activity({ recurrence_rule: 'FREQ=SECONDLY' }),
    });
    expect(response.json().errors[0].detail).toContain('recurrence_rule is not a repetition we support');
  });

  it('checks the rule again when the schedule changes, and a blank rule clears it', async () => {
    const id = (await create(activity())).json().data.id;
    const patch = (attributes: Record<string, unknown>) =>
      testApp.request({ method: 'PATCH', url: `/api/v1/vacancies/${id}`, credentials: organisatie, body: { data: { type: 'vacancies', id, attributes } } });
    const once = await patch({ frequency: 'once' });
    expect(once.statusCode).toBe(422);
    expect(once.json().errors[0].meta.reason).toBe('only_for_regular_activities');
    const cleared = await patch({ frequency: 'once', recurrence_rule: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.attributes).toMatchObject({ frequency: 'once', recurrence_rule: null });
    const monthly = await patch({ frequency: 'regularly', recurrence_rule: 'FREQ=MONTHLY;BYDAY=1SA' });
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json().data.attributes.recurrence_rule).toBe('FREQ=MONTHLY;BYDAY=1SA');
    const noContact = await patch({ contact_email: null });
    expect(noContact.json().data.attributes.contact_email).toBeNull();
  });
});
