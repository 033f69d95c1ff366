import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { formInvitations, forms, formSubmissions } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, organizationOf } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { answersDoc, buildForm, formDoc, questionDoc, type BuiltForm } from './forms.fixtures';

let t: TestApp;
let carla: Credentials;
let organizationId: string;
let form: BuiltForm;

beforeAll(async () => {
  t = await createTestApp();
  carla = await t.signIn('organisatie@public.example');
  organizationId = await organizationOf(t, 'organisatie@public.example');
  form = await buildForm(t, carla, organizationId, {
    questions: [{ text: 'Naam', question_type: 'text', required: true }],
  });
  await t.request({
    method: 'POST',
    url: `/api/v1/public_forms/${form.token}`,
    body: answersDoc({ [form.questions['Naam']!]: 'Sam' }),
  });
});
afterAll(() => t.close());

const someId = '00000000-0000-4000-8000-000000000000';
/** Every builder call on one form (and one of its questions and submissions). */
function calls(formId: string, questionId = someId, submissionId = someId) {
  return [
    { method: 'GET' as const, url: `/api/v1/forms/${formId}?include=questions` },
    {
      method: 'PATCH' as const,
      url: `/api/v1/forms/${formId}`,
      body: formDoc({ title: 'Overgenomen' }),
    },
    { method: 'DELETE' as const, url: `/api/v1/forms/${formId}` },
    { method: 'POST' as const, url: `/api/v1/forms/${formId}/duplicate` },
    { method: 'GET' as const, url: `/api/v1/forms/${formId}/questions` },
    {
      method: 'POST' as const,
      url: `/api/v1/forms/${formId}/questions`,
      body: questionDoc({ text: 'Extra', question_type: 'text' }),
    },
    {
      method: 'PATCH' as const,
      url: `/api/v1/forms/${formId}/questions/${questionId}`,
      body: questionDoc({ text: 'Anders' }),
    },
    { method: 'DELETE' as const, url: `/api/v1/forms/${formId}/questions/${questionId}` },
    { method: 'GET' as const, url: `/api/v1/forms/${formId}/submissions` },
    { method: 'GET' as const, url: `/api/v1/forms/${formId}/submissions/export` },
    { method: 'GET' as const, url: `/api/v1/forms/${formId}/submissions/${submissionId}` },
    { method: 'DELETE' as const, url: `/api/v1/forms/${formId}/submissions/${submissionId}` },
    { method: 'DELETE' as const, url: `/api/v1/forms/${formId}/submissions` },
    { method: 'GET' as const, url: `/api/v1/forms/${formId}/invitations` },
    {
      method: 'POST' as const,
      url: `/api/v1/forms/${formId}/invitations`,
      body: { data: { type: 'form_invitations', attributes: { emails: ['x@example.org'] } } },
    },
  ];
}

async function snapshot(formId: string) {
  const [row] = await t.database.db.select().from(forms).where(eq(forms.id, formId));
  const submissions = await t.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  return { row, submissions: submissions.length };
}

async function expectAll(
  credentials: Credentials | undefined,
  formId: string,
  statuses: number[],
  host?: string,
) {
  const [submission] = await t.database.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  for (const call of calls(formId, form.questions['Naam'], submission?.id)) {
    const response = await t.request({ ...call, credentials, host });
    expect([
      call.method,
      call.url,
      response.statusCode,
      statuses.includes(response.statusCode),
    ]).toEqual([call.method, call.url, response.statusCode, true]);
  }
}

describe('who may build and read forms', () => {
  it('refuses visitors (401) and roles that build no forms (403) before looking anything up, changing nothing', async () => {
    const before = await snapshot(form.id);
    await expectAll(undefined, form.id, [401]);
    await expectAll(undefined, someId, [401]);
    for (const role of ['volunteer', 'mentor', 'student'] as Role[]) {
      const account = await createAccount(t, {
        volunteerCenterId: await centerIdOf(t, 'public', 'zwolle'),
        email: `formulieren-${role}@example.org`,
        roles: [role],
      });
      const session = await t.signIn(account.email);
      await expectAll(session, form.id, [403]);
      await expectAll(session, someId, [403]);
      expect((await t.request({ url: '/api/v1/forms', credentials: session })).statusCode).toBe(
        403,
      );
    }
    expect(await snapshot(form.id)).toEqual(before);
  });

  it('keeps an organisation’s forms from another organisation’s superuser (404) and out of their list', async () => {
    const zwolle = await centerIdOf(t, 'public', 'zwolle');
    const other = await createAccount(t, {
      volunteerCenterId: zwolle,
      email: 'andere-organisatie@example.org',
      roles: ['organization_superuser'],
    });
    const session = await t.signIn(other.email);
    const before = await snapshot(form.id);
    await expectAll(session, form.id, [404]);
    expect((await t.request({ url: '/api/v1/forms', credentials: session })).json().data).toEqual(
      [],
    );
    // Nor may they make a form for an organisation that is not theirs.
    const made = await t.request({
      method: 'POST',
      url: '/api/v1/forms',
      credentials: session,
      body: formDoc({
        title: 'Kaping',
        access_permission: 'anonymous',
        organization_id: organizationId,
      }),
    });
    expect(made.statusCode).toBe(422);
    expect(await snapshot(form.id)).toEqual(before);
  });

  it('keeps forms to their centre and tenant', async () => {
    const before = await snapshot(form.id);
    // Apeldoorn's coordinator on Apeldoorn's site, and Roermond's admin: Zwolle's form is not there.
    const apeldoorn = await t.signIn('centrum-apeldoorn@public.example', {
      host: 'apeldoorn.localhost',
    });
    await expectAll(apeldoorn, form.id, [404], 'apeldoorn.localhost');
    const roermond = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    await expectAll(roermond, form.id, [404], 'roermond.localhost');
    // A Zwolle session does not work on another centre's or tenant's site.
    await expectAll(carla, form.id, [401, 403, 404], 'roermond.localhost');
    // Zwolle's public token is unknown on Roermond's site.
    expect(
      (await t.request({ url: `/api/v1/public_forms/${form.token}`, host: 'roermond.localhost' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/public_forms/${form.token}`,
          host: 'roermond.localhost',
          body: answersDoc({ [form.questions['Naam']!]: 'x' }),
        })
      ).statusCode,
    ).toBe(404);
    // Nor is it listed there by id for a page block.
    const byId = await t.request({
      url: `/api/v1/public_forms?filter[form_id]=${form.id}`,
      host: 'roermond.localhost',
    });
    expect(byId.json().data).toEqual([]);
    expect(await snapshot(form.id)).toEqual(before);
  });
});

describe('invitation-only forms', () => {
  it('refuses a visitor without an invitation, takes each invited person once, and honours revoking', async () => {
    const closed = await buildForm(t, carla, organizationId, {
      access_permission: 'token_holder',
      title: 'Evaluatie',
      questions: [{ text: 'Hoe was het?', question_type: 'text', required: true }],
    });
    const answer = { [closed.questions['Hoe was het?']!]: 'Goed' };
    expect(closed.token).toBeNull();
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, closed.id));
    // The form's own token is no way in.
    expect(
      (await t.request({ url: `/api/v1/public_forms/${row!.token}` })).json().data.attributes
        .availability,
    ).toBe('invitation_required');
    expect(
      (await t.request({ url: `/api/v1/public_forms/${row!.token}` })).json().included,
    ).toEqual([]);
    const refused = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${row!.token}`,
      body: answersDoc(answer),
    });
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([
      403,
      'INVITATION_REQUIRED',
    ]);

    await t.mails();
    const invited = await t.request({
      method: 'POST',
      url: `/api/v1/forms/${closed.id}/invitations`,
      credentials: carla,
      body: {
        data: {
          type: 'form_invitations',
          attributes: {
            emails: ['Ria@Example.org', 'ria@example.org', 'sem@example.org'],
            expires_in_days: 7,
          },
        },
      },
    });
    expect(invited.statusCode).toBe(201);
    expect(
      invited
        .json()
        .data.map(
          (i: { attributes: { email: string; state: string } }) =>
            `${i.attributes.email}:${i.attributes.state}`,
        ),
    ).toEqual(['ria@example.org:sent', 'sem@example.org:sent']);
    // Asking again skips addresses whose invitation still waits.
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/forms/${closed.id}/invitations`,
      credentials: carla,
      body: { data: { type: 'form_invitations', attributes: { emails: ['ria@example.org'] } } },
    });
    expect(again.json().data).toEqual([]);

    const mails = (await t.mails()).filter((mail) => mail.subject === 'Uitnodiging: Evaluatie');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ria@example.org', 'sem@example.org']);
    const linkOf = (to: string) =>
      mails.find((mail) => mail.to === to)!.text.match(/\/forms\/([A-Za-z0-9_-]+)/)![1]!;
    const ria = linkOf('ria@example.org');
    const sem = linkOf('sem@example.org');
    // Only a hash of the token is kept.
    const stored = await t.database.db
      .select()
      .from(formInvitations)
      .where(eq(formInvitations.formId, closed.id));
    expect(stored.some((invitation) => invitation.tokenHash === ria)).toBe(false);

    const opened = await t.request({ url: `/api/v1/public_forms/${ria}` });
    expect(opened.json().data.attributes.availability).toBe('open');
    expect(opened.json().included).toHaveLength(1);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/public_forms/${ria}`,
          body: answersDoc(answer),
        })
      ).statusCode,
    ).toBe(201);
    const reused = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${ria}`,
      body: answersDoc(answer),
    });
    expect([reused.statusCode, reused.json().errors[0].code]).toEqual([409, 'INVITATION_USED']);
    expect(
      (await t.request({ url: `/api/v1/public_forms/${ria}` })).json().data.attributes.availability,
    ).toBe('invitation_used');

    const semInvitation = invited
      .json()
      .data.find(
        (i: { attributes: { email: string } }) => i.attributes.email === 'sem@example.org',
      );
    const revoked = await t.request({
      method: 'POST',
      url: `/api/v1/forms/${closed.id}/invitations/${semInvitation.id}/revoke`,
      credentials: carla,
    });
    expect(revoked.json().data.attributes.state).toBe('revoked');
    const late = await t.request({
      method: 'POST',
      url: `/api/v1/public_forms/${sem}`,
      body: answersDoc(answer),
    });
    expect([late.statusCode, late.json().errors[0].code]).toEqual([409, 'INVITATION_EXPIRED']);

    const list = (
      await t.request({ url: `/api/v1/forms/${closed.id}/invitations`, credentials: carla })
    ).json().data;
    expect(
      list
        .map(
          (i: { attributes: { email: string; state: string } }) =>
            `${i.attributes.email}:${i.attributes.state}`,
        )
        .sort(),
    ).toEqual(['ria@example.org:answered', 'sem@example.org:revoked']);
    const submissions = (
      await t.request({ url: `/api/v1/forms/${closed.id}/submissions`, credentials: carla })
    ).json().data;
    expect(submissions).toHaveLength(1);
  });

  it('lets one of two racing sends with the same invitation through', async () => {
    const raced = await buildForm(t, carla, organizationId, {
      access_permission: 'token_holder',
      title: 'Race',
      questions: [{ text: 'Iets', question_type: 'text' }],
    });
    await t.mails();
    await t.request({
      method: 'POST',
      url: `/api/v1/forms/${raced.id}/invitations`,
      credentials: carla,
      body: { data: { type: 'form_invitations', attributes: { emails: ['race@example.org'] } } },
    });
    const token = (await t.mails())
      .find((mail) => mail.subject === 'Uitnodiging: Race')!
      .text.match(/\/forms\/([A-Za-z0-9_-]+)/)![1]!;
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        t.request({
          method: 'POST',
          url: `/api/v1/public_forms/${token}`,
          body: answersDoc({ [raced.questions['Iets']!]: 'ik' }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      await t.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.formId, raced.id)),
    ).toHaveLength(1);
  });

  it('refuses invitations to an anonymous form and limits filling in per IP address', async () => {
    const refused = await t.request({
      method: 'POST',
      url: `/api/v1/forms/${form.id}/invitations`,
      credentials: carla,
      body: { data: { type: 'form_invitations', attributes: { emails: ['x@example.org'] } } },
    });
    expect(refused.statusCode).toBe(422);
    const limited = await createTestApp({ rateLimits: { formSubmissionsPerMinute: 2 } });
    try {
      const owner = await limited.signIn('organisatie@public.example');
      const small = await buildForm(
        limited,
        owner,
        await organizationOf(limited, 'organisatie@public.example'),
        { questions: [{ text: 'Iets', question_type: 'text' }] },
      );
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await limited.request({
              method: 'POST',
              url: `/api/v1/public_forms/${small.token}`,
              body: answersDoc({}),
            })
          ).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
