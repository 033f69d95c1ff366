import { eq } from 'drizzle-orm';
import { formQuestions, forms, formSubmissions } from '../../schema';
import { organizationOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import {
  answersDoc,
  buildForm,
  formDoc,
  goodAnswers,
  questionDoc,
  type BuiltForm,
} from './forms.fixtures';

let t: TestApp;
let carla: Credentials;
let organizationId: string;
let form: BuiltForm;

beforeAll(async () => {
  t = await createTestApp();
  carla = await t.signIn('organisatie@public.example');
  organizationId = await organizationOf(t, 'organisatie@public.example');
  form = await buildForm(t, carla, organizationId);
});
afterAll(() => t.close());

type ErrorObject = { source?: { pointer?: string }; detail: string; code: string };

async function submissionCount(formId: string): Promise<number> {
  return (
    await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId))
  ).length;
}

describe('answers a visitor sends', () => {
  it('are refused with a translated 422 that points at each question, and nothing is stored', async () => {
    const q = form.questions;
    const cases: [string, unknown, string][] = [
      ['Naam', '   ', 'Naam is verplicht.'],
      ['E-mailadres', 'geen-adres', 'E-mailadres is geen geldig e-mailadres.'],
      ['Website', 'javascript:alert(1)', 'Website is geen geldige URL.'],
      ['Telefoon', '12345', 'Telefoon is niet geldig.'],
      ['Leeftijd', '120', 'Leeftijd mag hoogstens 99 zijn.'],
      ['Leeftijd', '12', 'Leeftijd moet minstens 16 zijn.'],
      ['Leeftijd', 'veel', 'Leeftijd is niet geldig.'],
      ['Startdatum', '2027-02-30', 'Startdatum is niet geldig.'],
      ['Starttijd', '25:00', 'Starttijd is niet geldig.'],
      ['Voorkeur', 'Avond', 'Voorkeur moet een van deze waarden zijn: Ochtend, Middag.'],
      [
        'Interesses',
        ['Sport', 'Koken'],
        'Interesses moet een van deze waarden zijn: Sport, Zorg, Natuur.',
      ],
      ['Ik ga akkoord', false, 'Ik ga akkoord is verplicht.'],
    ];
    for (const [question, value, detail] of cases) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/public_forms/${form.token}`,
        headers: { 'accept-language': 'nl' },
        body: answersDoc({ ...goodAnswers(form), [q[question]!]: value }),
      });
      expect([question, value, response.statusCode]).toEqual([question, value, 422]);
      const errors: ErrorObject[] = response.json().errors;
      expect([question, errors.map((e) => e.source?.pointer)]).toEqual([
        question,
        [`/data/attributes/answers/${q[question]}`],
      ]);
      expect(errors[0]!.detail).toBe(detail);
    }
    // Leaving everything out names every required question, in English when asked.
    const empty = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${form.token}`,
      headers: { 'accept-language': 'en' },
      body: answersDoc({}),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.map((e: ErrorObject) => e.detail)).toEqual([
      'Naam is required.',
      'E-mailadres is required.',
      'Leeftijd is required.',
      'Voorkeur is required.',
      'Ik ga akkoord is required.',
    ]);
    expect(await submissionCount(form.id)).toBe(0);
  });

  it('accepts a Dutch or international phone number and a decimal comma', async () => {
    const q = form.questions;
    for (const phone of [
      '0612345678',
      '+31 6 1234 5678',
      '(020) 123 4567',
      '+44 20 7946 0958',
      '0031612345678',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/public_forms/${form.token}`,
        body: answersDoc({
          ...goodAnswers(form),
          [q['Telefoon']!]: phone,
          [q['Leeftijd']!]: '16,5',
        }),
      });
      expect([phone, response.statusCode]).toEqual([phone, 201]);
    }
  });

  it('refuses documents that are not a submission, and answers to a closed form', async () => {
    const before = await submissionCount(form.id);
    const post = (body: unknown, token = form.token) =>
      t.request({ method: 'POST', url: `/api/v1/public_forms/${token}`, body });
    expect((await post({ data: { type: 'forms', attributes: { answers: {} } } })).statusCode).toBe(
      400,
    );
    expect(
      (await post({ data: { type: 'form_submissions', attributes: { answers: 'alles' } } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await post({ data: { type: 'form_submissions', attributes: { answers: {}, extra: 1 } } }))
        .statusCode,
    ).toBe(422);
    expect((await post(answersDoc(goodAnswers(form)), 'x'.repeat(24))).statusCode).toBe(404);
    expect((await post(answersDoc(goodAnswers(form)), '../../etc')).statusCode).toBe(404);
    const closed = await buildForm(t, carla, organizationId, {
      questions: [{ text: 'Iets', question_type: 'text' }],
    });
    await t.request({
      method: 'PATCH',
      url: `/api/v1/forms/${closed.id}`,
      credentials: carla,
      body: formDoc({ status: 'closed' }, closed.id),
    });
    const refused = await post(answersDoc({}), closed.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('FORM_CLOSED');
    expect(
      (await t.request({ url: `/api/v1/public_forms/${closed.token}` })).json().data.attributes,
    ).toMatchObject({ availability: 'closed' });
    expect(
      (await t.request({ url: `/api/v1/public_forms/${closed.token}` })).json().included,
    ).toEqual([]);
    // Past its closing date, an open form is closed too.
    const expired = await buildForm(t, carla, organizationId, {
      questions: [{ text: 'Iets', question_type: 'text' }],
      closes_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await post(answersDoc({}), expired.token)).statusCode).toBe(409);
    expect(await submissionCount(form.id)).toBe(before);
  });

  it('takes a filled honeypot for a bot: answered like anyone, stored nowhere, mailing no one', async () => {
    const before = await submissionCount(form.id);
    await t.mails();
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${form.token}`,
      body: answersDoc(goodAnswers(form), { honeypot: 'https://spam.example' }),
    });
    expect(response.statusCode).toBe(201);
    expect(await submissionCount(form.id)).toBe(before);
    const mailsBefore = (await t.mails()).length;
    expect((await t.mails()).length).toBe(mailsBefore);
  });
});

describe('what a builder sends', () => {
  it('names each bad field of a form and stores nothing', async () => {
    const countForms = async () => (await t.database.db.select().from(forms)).length;
    const before = await countForms();
    const base = { title: 'Goed', access_permission: 'anonymous', organization_id: organizationId };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: ' ' }, '/data/attributes/title'],
      [{ ...base, access_permission: 'everyone' }, '/data/attributes/access_permission'],
      [{ ...base, organization_id: 'nope' }, '/data/attributes/organization_id'],
      [
        { ...base, organization_id: '00000000-0000-4000-8000-000000000000' },
        '/data/attributes/organization_id',
      ],
      [{ ...base, status: 'published' }, '/data/attributes/status'],
      [{ ...base, closes_at: 'morgen' }, '/data/attributes/closes_at'],
      [{ ...base, notify_emails: ['geen-adres'] }, '/data/attributes/notify_emails'],
      [{ ...base, retention_months: 0 }, '/data/attributes/retention_months'],
      [{ ...base, retention_months: 121 }, '/data/attributes/retention_months'],
      // An organisation superuser cannot make the centre's contact form.
      [{ ...base, purpose: 'contact' }, '/data/attributes/purpose'],
      [{ ...base, token: 'mijn-eigen-token' }, '/data/attributes/token'],
    ];
    for (const [attributes, pointer] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/forms',
        credentials: carla,
        body: formDoc(attributes),
        headers: { 'accept-language': 'en' },
      });
      expect([pointer, response.statusCode]).toEqual([pointer, 422]);
      expect(response.json().errors.map((e: ErrorObject) => e.source?.pointer)).toContain(pointer);
    }
    expect(await countForms()).toBe(before);
  });

  it('names each bad field of a question and changes nothing', async () => {
    const questionsBefore = await t.database.db
      .select()
      .from(formQuestions)
      .where(eq(formQuestions.formId, form.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ question_type: 'text' }, '/data/attributes/text'],
      [{ text: 'Iets', question_type: 'slider' }, '/data/attributes/question_type'],
      [{ text: 'Kies', question_type: 'multiple_choice' }, '/data/attributes/options'],
      [
        { text: 'Kies', question_type: 'multiple_choice', options: ['a', 'a'] },
        '/data/attributes/options',
      ],
      [
        { text: 'Getal', question_type: 'number', min_value: 10, max_value: 1 },
        '/data/attributes/max_value',
      ],
      [{ text: 'x'.repeat(1001), question_type: 'text' }, '/data/attributes/text'],
    ];
    for (const [attributes, pointer] of cases) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/forms/${form.id}/questions`,
        credentials: carla,
        body: questionDoc(attributes),
      });
      expect([pointer, response.statusCode]).toEqual([pointer, 422]);
      expect(response.json().errors.map((e: ErrorObject) => e.source?.pointer)).toContain(pointer);
    }
    // A change is checked against what the question already holds.
    const choice = form.questions['Voorkeur']!;
    const emptied = await t.request({
      method: 'PATCH',
      url: `/api/v1/forms/${form.id}/questions/${choice}`,
      credentials: carla,
      body: questionDoc({ options: [] }),
    });
    expect(emptied.statusCode).toBe(422);
    const crossed = await t.request({
      method: 'PATCH',
      url: `/api/v1/forms/${form.id}/questions/${form.questions['Leeftijd']}`,
      credentials: carla,
      body: questionDoc({ min_value: 200 }),
    });
    expect(crossed.statusCode).toBe(422);
    expect(
      await t.database.db.select().from(formQuestions).where(eq(formQuestions.formId, form.id)),
    ).toEqual(questionsBefore);
  });

  it('refuses bad list parameters with 400 and unknown ids with 404', async () => {
    for (const url of [
      '/api/v1/forms?sort=secret',
      '/api/v1/forms?filter[status]=open2',
      '/api/v1/forms?filter[organization_id]=x',
      `/api/v1/forms/${form.id}/submissions?filter[created_at_gteq]=gisteren`,
      '/api/v1/forms?include=answers',
      `/api/v1/forms/${form.id}/questions?filter[deleted]=soms`,
    ]) {
      expect([url, (await t.request({ url, credentials: carla })).statusCode]).toEqual([url, 400]);
    }
    expect((await t.request({ url: '/api/v1/public_forms' })).statusCode).toBe(400);
    for (const url of [
      '/api/v1/forms/not-a-uuid',
      '/api/v1/forms/00000000-0000-4000-8000-000000000000',
      `/api/v1/forms/${form.id}/submissions/00000000-0000-4000-8000-000000000000`,
      `/api/v1/forms/${form.id}/questions/nope`,
    ]) {
      const method = url.includes('/questions/') ? 'PATCH' : 'GET';
      expect([
        url,
        (
          await t.request({
            method,
            url,
            credentials: carla,
            body: method === 'PATCH' ? questionDoc({ text: 'x' }) : undefined,
          })
        ).statusCode,
      ]).toEqual([url, 404]);
    }
  });
});
