import { and, eq } from 'drizzle-orm';
import { formSubmissions, organizations } from '../../schema';
import { auditActionsFor, centerIdOf, organizationOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { answersDoc, buildForm, goodAnswers, questionDoc } from './forms.fixtures';

let t: TestApp;
let carla: Credentials;
let carlaOrganizationId: string;

beforeAll(async () => {
  t = await createTestApp();
  carla = await t.signIn('organisatie@public.example');
  carlaOrganizationId = await organizationOf(t, 'organisatie@public.example');
});
afterAll(() => t.close());

describe('building a form', () => {
  it('creates a draft form for the organisation, with a public link on the centre’s origin', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/forms',
      credentials: carla,
      body: {
        data: {
          type: 'forms',
          attributes: {
            title: ' Intake ',
            access_permission: 'anonymous',
            organization_id: carlaOrganizationId,
          },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data;
    expect(attributes).toMatchObject({
      title: 'Intake',
      status: 'draft',
      retention_months: 12,
      notify_emails: ['organisatie@public.example'],
      submission_count: 0,
      accepting_answers: false,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      public_url: expect.stringMatching(/^https?:\/\/[^/]+\/forms\/[A-Za-z0-9_-]{24}$/),
    });
    expect(await auditActionsFor(t, id)).toContain('form.created');
    // A draft is not open to visitors yet.
    expect((await t.request({ url: `/api/v1/public_forms/${attributes.token}` })).statusCode).toBe(
      404,
    );
  });

  it('adds, reorders, changes and removes questions; an answered question is only flagged deleted', async () => {
    const form = await buildForm(t, carla, carlaOrganizationId, {
      questions: [
        { text: 'Een', question_type: 'text' },
        { text: 'Twee', question_type: 'email' },
        { text: 'Drie', question_type: 'multiple_choice', options: ['a', 'b'] },
      ],
    });
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/v1/forms/${form.id}/questions/${form.questions['Drie']}`,
      credentials: carla,
      body: questionDoc({ position: 1, text: 'Drie!' }),
    });
    expect(moved.statusCode).toBe(200);
    const list = async (filter = '') =>
      (await t.request({ url: `/api/v1/forms/${form.id}/questions${filter}`, credentials: carla }))
        .json()
        .data.map(
          (q: { attributes: { text: string; position: number } }) =>
            `${q.attributes.position}:${q.attributes.text}`,
        );
    expect(await list()).toEqual(['1:Drie!', '2:Een', '3:Twee']);

    // Someone answers "Een"; removing it then keeps the answer and flags the question.
    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${form.token}`,
      body: answersDoc({
        [form.questions['Een']!]: 'mijn antwoord',
        [form.questions['Drie']!]: 'b',
      }),
    });
    expect(sent.statusCode).toBe(201);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/forms/${form.id}/questions/${form.questions['Een']}`,
          credentials: carla,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/forms/${form.id}/questions/${form.questions['Twee']}`,
          credentials: carla,
        })
      ).statusCode,
    ).toBe(204);
    expect(await list()).toEqual(['1:Drie!']);
    expect(await list('?filter[deleted]=true')).toEqual(['2:Een']);
    const visitor = (await t.request({ url: `/api/v1/public_forms/${form.token}` })).json();
    expect(
      visitor.included.map((q: { attributes: { text: string } }) => q.attributes.text),
    ).toEqual(['Drie!']);
    const csv = (
      await t.request({
        url: `/api/v1/forms/${form.id}/submissions/export`,
        credentials: carla,
        headers: { 'accept-language': 'en' },
      })
    ).body;
    expect(csv.split('\r\n')[0]).toBe('\uFEFFSubmitted at,Drie!,Een (deleted question)');
    expect(csv).toContain(',b,mijn antwoord');
  });
});

describe('filling in a form and reading the answers', () => {
  it('takes every question type, mails the owner and shows the submission, its CSV and its count', async () => {
    const form = await buildForm(t, carla, carlaOrganizationId, {
      title: 'Vrijwilligersdag',
      confirmation_text: 'Dank je wel!',
    });
    const opened = await t.request({
      url: `/api/v1/public_forms/${form.token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.attributes).toMatchObject({
      title: 'Vrijwilligersdag',
      availability: 'open',
    });
    expect(opened.json().included).toHaveLength(12);

    const sent = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${form.token}`,
      body: answersDoc(goodAnswers(form)),
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attributes.confirmation_text).toBe('Dank je wel!');
    const submissionId = sent.json().data.id;

    const [stored] = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, submissionId));
    const q = form.questions;
    expect(stored!.answers).toEqual({
      [q['Naam']!]: 'Sanne de Vries',
      [q['Over jezelf']!]: 'Ik help graag.',
      [q['E-mailadres']!]: 'sanne@example.org',
      [q['Website']!]: 'https://sanne.example.org',
      [q['Telefoon']!]: '06-12345678',
      [q['Leeftijd']!]: 34,
      [q['Startdatum']!]: '2027-01-15',
      [q['Starttijd']!]: '09:30',
      [q['Voorkeur']!]: 'Middag',
      [q['Interesses']!]: ['Sport', 'Natuur'],
      [q['Ik ga akkoord']!]: true,
    });

    const mail = (await t.mails()).find((m) => m.subject.includes('Vrijwilligersdag'));
    expect(mail).toMatchObject({
      to: 'organisatie@public.example',
      subject: 'Nieuw ingevuld formulier: Vrijwilligersdag',
    });
    expect(mail!.text).toMatch(new RegExp(`/form_builder/${form.id}/submissions/${submissionId}`));
    expect(mail!.text).not.toContain('Sanne');

    const one = await t.request({
      url: `/api/v1/forms/${form.id}/submissions/${submissionId}`,
      credentials: carla,
    });
    expect(one.json().data.attributes.answers[q['Naam']!]).toBe('Sanne de Vries');
    expect(one.json().included).toHaveLength(12);
    const listed = await t.request({
      url: `/api/v1/forms/${form.id}/submissions?filter[q]=sanne`,
      credentials: carla,
    });
    expect(listed.json().data.map((s: { id: string }) => s.id)).toEqual([submissionId]);
    expect(
      (
        await t.request({
          url: `/api/v1/forms/${form.id}/submissions?filter[q]=nobody`,
          credentials: carla,
        })
      ).json().data,
    ).toEqual([]);
    expect(
      (
        await t.request({
          url: `/api/v1/forms/${form.id}/submissions?filter[created_at_gteq]=2999-01-01`,
          credentials: carla,
        })
      ).json().data,
    ).toEqual([]);
    expect(
      (await t.request({ url: `/api/v1/forms/${form.id}`, credentials: carla })).json().data
        .attributes.submission_count,
    ).toBe(1);

    const csv = await t.request({
      url: `/api/v1/forms/${form.id}/submissions/export`,
      credentials: carla,
      headers: { 'accept-language': 'nl' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="vrijwilligersdag-antwoorden-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [heading, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(heading).toBe(
      'Ingevuld op;Naam;Over jezelf;E-mailadres;Website;Telefoon;Leeftijd;Startdatum;Starttijd;Voorkeur;Interesses;Ik ga akkoord',
    );
    expect(row).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2};Sanne de Vries;Ik help graag\.;sanne@example\.org;https:\/\/sanne\.example\.org;06-12345678;34;2027-01-15;09:30;Middag;"Sport; Natuur";Ja$/,
    );
  });

  it('keeps a spreadsheet from running an answer as a formula', async () => {
    const form = await buildForm(t, carla, carlaOrganizationId, {
      questions: [{ text: 'Opmerking', question_type: 'text' }],
    });
    for (const attack of ['=HYPERLINK("http://evil.example","x")', '+1+2', '@SUM(A1)', '-3+3']) {
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/v1/public_forms/${form.token}`,
            body: answersDoc({ [form.questions['Opmerking']!]: attack }),
          })
        ).statusCode,
      ).toBe(201);
    }
    const csv = (
      await t.request({
        url: `/api/v1/forms/${form.id}/submissions/export`,
        credentials: carla,
        headers: { 'accept-language': 'en' },
      })
    ).body;
    const cells = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.slice(line.indexOf(',') + 1));
    expect(cells).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
      "'+1+2",
      "'@SUM(A1)",
      "'-3+3",
    ]);
  });

  it('deletes one submission or all, and the retention job deletes expired ones', async () => {
    const form = await buildForm(t, carla, carlaOrganizationId, {
      questions: [{ text: 'Iets', question_type: 'text', required: true }],
      retention_months: 1,
    });
    const ids: string[] = [];
    for (const answer of ['een', 'twee', 'drie']) {
      ids.push(
        (
          await t.request({
            method: 'POST',
            url: `/api/v1/public_forms/${form.token}`,
            body: answersDoc({ [form.questions['Iets']!]: answer }),
          })
        ).json().data.id,
      );
    }
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/forms/${form.id}/submissions/${ids[0]}`,
          credentials: carla,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/forms/${form.id}/submissions/${ids[0]}`,
          credentials: carla,
        })
      ).statusCode,
    ).toBe(404);
    // Two months ago, past the form's one month: the job takes it; the recent one stays.
    await t.database.db
      .update(formSubmissions)
      .set({ createdAt: new Date(Date.now() - 62 * 86_400_000) })
      .where(eq(formSubmissions.id, ids[1]!));
    const { purgeExpiredSubmissions } = await import('./forms.retention');
    const inTenant: typeof t.app.withTenantContext = (tenantId, action, work) =>
      t.app.withTenantContext(tenantId, action, work);
    expect((await purgeExpiredSubmissions(['public'], inTenant))['public']).toBeGreaterThanOrEqual(
      1,
    );
    const remaining = (
      await t.request({ url: `/api/v1/forms/${form.id}/submissions`, credentials: carla })
    )
      .json()
      .data.map((s: { id: string }) => s.id);
    expect(remaining).toEqual([ids[2]]);
    const all = await t.request({
      method: 'DELETE',
      url: `/api/v1/forms/${form.id}/submissions`,
      credentials: carla,
    });
    expect(all.json().meta.deleted).toBe(1);
    expect(await auditActionsFor(t, form.id)).toEqual(
      expect.arrayContaining(['form.submissions_deleted']),
    );
  });
});

describe('the centre’s own forms', () => {
  it('seeds each demo centre with an open contact form and workshops, listed for visitors by purpose', async () => {
    const contact = (
      await t.request({ url: '/api/v1/public_forms?filter[purpose]=contact' })
    ).json();
    expect(contact.data).toHaveLength(1);
    expect(contact.data[0].attributes).toMatchObject({
      availability: 'open',
      access_permission: 'anonymous',
    });
    expect(
      contact.included.map((q: { attributes: { text: string } }) => q.attributes.text),
    ).toContain('E-mailadres');
    const workshops = (
      await t.request({ url: '/api/v1/public_forms?filter[purpose]=workshop' })
    ).json();
    expect(workshops.data.length).toBeGreaterThanOrEqual(2);
    // A form chosen for a page block, by id, and nothing of another centre's.
    const byId = (
      await t.request({
        url: `/api/v1/public_forms?filter[form_id]=${contact.data[0].attributes.form_id}`,
      })
    ).json();
    expect(byId.data.map((f: { id: string }) => f.id)).toEqual([contact.data[0].id]);
    const apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
    const [apeldoornCenterOrg] = await t.database.db
      .select()
      .from(organizations)
      .where(
        and(
          eq(organizations.volunteerCenterId, apeldoorn),
          eq(organizations.type, 'VolunteerCenter'),
        ),
      );
    expect(apeldoornCenterOrg).toBeDefined();
    expect(
      (
        await t.request({
          url: `/api/v1/public_forms?filter[form_id]=${contact.data[0].attributes.form_id}`,
          host: 'apeldoorn.localhost',
        })
      ).json().data,
    ).toEqual([]);
  });

  it('moves the contact purpose: a centre has one contact form', async () => {
    const centrum = await t.signIn('centrum@public.example');
    const [centerOrg] = await t.database.db
      .select()
      .from(organizations)
      .where(
        and(
          eq(organizations.volunteerCenterId, await centerIdOf(t, 'public', 'zwolle')),
          eq(organizations.type, 'VolunteerCenter'),
        ),
      );
    const form = await buildForm(t, centrum, centerOrg!.id, {
      title: 'Nieuw contactformulier',
      purpose: 'contact',
      questions: [{ text: 'Bericht', question_type: 'text', required: true }],
    });
    const contact = (
      await t.request({ url: '/api/v1/public_forms?filter[purpose]=contact' })
    ).json();
    expect(
      contact.data.map((f: { attributes: { form_id: string } }) => f.attributes.form_id),
    ).toEqual([form.id]);
  });
});
