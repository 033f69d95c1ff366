import { count, eq } from 'drizzle-orm';
import { auditEvents, organizationMembers, organizations, users } from '../../schema';
import { createTestApp, type TestApp, type TestRequest } from '../../testing/test-app';
import { addCenter, centerIdOf, organizationById, roleNamesOf, userRowByEmail } from '../../testing/fixtures';

// POST /organizations/signup (docs/api.md, "Organisation sign-up (public)").

type Resource = { type: string; id: string; attributes: Record<string, unknown> };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const PASSWORD = 'een-heel-lang-wachtwoord';

function signupBody(
  organization: Record<string, unknown> = {},
  user: Record<string, unknown> = {},
): { data: { type: string; attributes: Record<string, unknown> } } {
  return {
    data: {
      type: 'organization_signups',
      attributes: {
        organization: { name: 'Stichting Zonnebloem Apeldoorn', phone_number: '055 555 12 12', description: 'Uitjes voor mensen met een beperking.', ...organization },
        user: {
          first_name: 'Ria',
          last_name: 'de Vries',
          email: 'ria@zonnebloem.example',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          job_title: 'Coördinator',
          accept_terms: true,
          ...user,
        },
      },
    },
  };
}

const signup = (body: unknown, options: Partial<TestRequest> = {}) =>
  testApp.request({ method: 'POST', url: '/api/v1/organizations/signup', host: 'apeldoorn.localhost', body, ...options });

const tokenIn = (text: string, name: string) => new RegExp(`${name}=([\\w-]+)`).exec(text)?.[1];

async function rowCounts() {
  const [o] = await testApp.database.db.select({ n: count() }).from(organizations);
  const [u] = await testApp.database.db.select({ n: count() }).from(users);
  return [o?.n, u?.n];
}

async function lookupIds(kind: 'non_profit_types' | 'activity_types', host = 'apeldoorn.localhost'): Promise<string[]> {
  return (await testApp.request({ url: `/api/v1/${kind}`, host })).json().data.map((r: Resource) => r.id);
}

describe('signing up', () => {
  it('creates a pending organisation in the site’s centre with its first, unconfirmed superuser, and mails both sides', async () => {
    const apeldoornId = await centerIdOf(testApp, 'public', 'apeldoorn');
    const [typeId] = await lookupIds('non_profit_types');
    const activityIds = await lookupIds('activity_types');
    const before = (await testApp.mails()).length;
    const response = await signup(
      signupBody({
        address: { street: 'Loolaan', house_number: '5', postal_code: '7315AB', city: 'Apeldoorn' },
        profile: { non_profit_type_id: typeId, activity_type_ids: activityIds.slice(0, 2), show_on_social_map: true },
      }),
      { headers: { 'accept-language': 'en' } },
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.attributes).toMatchObject({
      name: 'Stichting Zonnebloem Apeldoorn',
      status: 'pending',
      organization_type: 'NonProfit',
      volunteer_center_id: apeldoornId,
      city: 'Apeldoorn',
      // Not shown to the anonymous visitor who signed up.
      email: null,
    });
    const organization = await organizationById(testApp, data.id);
    // Without an address of its own, mail about the organisation goes to its first user.
    expect(organization.email).toBe('ria@zonnebloem.example');

    const user = await userRowByEmail(testApp, 'public', 'ria@zonnebloem.example');
    expect(user).toMatchObject({
      volunteerCenterId: apeldoornId,
      firstName: 'Ria',
      jobTitle: 'Coördinator',
      confirmedAt: null,
      signupMethod: 'signedUp',
      acceptTerms: true,
      locale: 'en',
    });
    expect(await roleNamesOf(testApp, user.id)).toEqual(['organization_superuser']);
    const [membership] = await testApp.database.db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id));
    expect(membership).toMatchObject({ organizationId: data.id, role: 'organization_superuser' });
    const [audit] = await testApp.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, data.id));
    expect(audit).toMatchObject({ action: 'organization.signed_up', actorUserId: user.id });

    const mails = (await testApp.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['centrum-apeldoorn@public.example', 'ria@zonnebloem.example']);
    const confirmation = mails.find((m) => m.to === 'ria@zonnebloem.example')!;
    expect(confirmation.subject).toBe('Confirm your e-mail address at Vrijwilligerspunt Apeldoorn');
    expect(confirmation.text).toMatch(/http:\/\/apeldoorn\.localhost(:\d+)?\/confirm\?confirmation_token=/);
    const notice = mails.find((m) => m.to === 'centrum-apeldoorn@public.example')!;
    expect(notice.subject).toBe('Nieuwe aanmelding van een organisatie: Stichting Zonnebloem Apeldoorn');
    expect(notice.text).toContain('Aangemeld door: Ria de Vries (ria@zonnebloem.example)');
    expect(notice.text).toMatch(/http:\/\/portal\.apeldoorn\.localhost(:\d+)?\/organizations\/approve/);

    // Unconfirmed, the account cannot sign in; confirmed, it manages its pending organisation.
    const early = await testApp.request({
      method: 'POST',
      url: '/auth/sign_in',
      host: 'apeldoorn.localhost',
      body: { email: 'ria@zonnebloem.example', password: PASSWORD },
    });
    expect(early.json().errors[0].code).toBe('UNCONFIRMED');
    const token = tokenIn(confirmation.text, 'confirmation_token')!;
    expect((await testApp.request({ method: 'POST', url: '/api/v1/confirm', host: 'apeldoorn.localhost', body: { confirmation_token: token } })).statusCode).toBe(200);
    const ria = await testApp.signIn('ria@zonnebloem.example', { host: 'apeldoorn.localhost', password: PASSWORD });
    const own = await testApp.request({ url: '/api/v1/current_organization?include=address,profile', host: 'apeldoorn.localhost', credentials: ria });
    expect(own.json().data).toMatchObject({ id: data.id, attributes: { status: 'pending', email: 'ria@zonnebloem.example' } });
    const profile = (own.json().included as Resource[]).find((r) => r.type === 'non_profit_profiles');
    expect(profile?.attributes).toMatchObject({ non_profit_type_id: typeId, show_on_social_map: true });
    // Pending, it is in the centre's approval queue and on no public list.
    const apeldoornCentrum = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    const queue = await testApp.request({ url: '/api/v1/organizations?filter[status_eq]=pending', host: 'apeldoorn.localhost', credentials: apeldoornCentrum });
    expect(queue.json().data.map((o: Resource) => o.id)).toContain(data.id);
    expect((await testApp.request({ url: `/api/v1/organizations/${data.id}`, host: 'apeldoorn.localhost' })).statusCode).toBe(404);
  });

  it("tells the tenant's admins when the centre has no superuser", async () => {
    const quietId = await addCenter(testApp, 'demo', 'stil', 'Vrijwilligerspunt Stil');
    const before = (await testApp.mails()).length;
    const response = await signup(
      signupBody({ name: 'Buurtvereniging Stil', email: 'bestuur@stil.example', organization_type: 'School' }, { email: 'secretaris@stil.example' }),
      { host: 'demo.localhost', headers: { 'volunteer-center-id': quietId } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ volunteer_center_id: quietId, organization_type: 'School' });
    const mails = (await testApp.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['admin@demo.example', 'secretaris@stil.example']);
    expect((await organizationById(testApp, response.json().data.id)).email).toBe('bestuur@stil.example');
  });
});

describe('refused sign-ups', () => {
  type FieldError = { source: { pointer: string }; meta: { reason: string } };
  const reasons = (response: Awaited<ReturnType<typeof signup>>) =>
    Object.fromEntries((response.json().errors as FieldError[]).map((e) => [e.source.pointer, e.meta.reason]));

  it('answers 422 taken on user.email for an address that has an account, creating nothing and mailing nobody', async () => {
    const before = await rowCounts();
    const mailCount = (await testApp.mails()).length;
    for (const email of ['vrijwilliger@public.example', 'CENTRUM-apeldoorn@public.example']) {
      const response = await signup(signupBody({}, { email }));
      expect(response.statusCode).toBe(422);
      expect(reasons(response)).toEqual({ '/data/attributes/user/email': 'taken' });
    }
    expect(await rowCounts()).toEqual(before);
    expect((await testApp.mails()).length).toBe(mailCount);
  });

  it('lets one of two simultaneous sign-ups with one address through', async () => {
    const body = signupBody({ name: 'Tweeling' }, { email: 'tweeling@example.org' });
    const answers = await Promise.all([signup(body), signup(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const [made] = await testApp.database.db.select({ n: count() }).from(organizations).where(eq(organizations.name, 'Tweeling'));
    expect(made?.n).toBe(1);
  });

  it('answers one 422 naming every refused field of the organisation, its address and profile and the user', async () => {
    const before = await rowCounts();
    const roermondType = (await lookupIds('non_profit_types', 'roermond.localhost'))[0];
    const response = await signup({
      data: {
        type: 'organization_signups',
        attributes: {
          organization: {
            name: '',
            organization_type: 'VolunteerCenter',
            status: 'approved',
            address: { postal_code: '!!' },
            profile: { non_profit_type_id: roermondType },
          },
          user: { first_name: 'Ria', email: 'geen-adres', password: 'kort', password_confirmation: 'anders', accept_terms: false },
          extra: 1,
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(reasons(response)).toEqual({
      '/data/attributes/extra': 'unknown_attribute',
      '/data/attributes/organization/name': 'required',
      '/data/attributes/organization/organization_type': 'invalid_choice',
      '/data/attributes/organization/status': 'unknown_attribute',
      '/data/attributes/organization/address/postal_code': 'invalid',
      '/data/attributes/organization/profile/non_profit_type_id': 'invalid',
      '/data/attributes/user/last_name': 'required',
      '/data/attributes/user/email': 'invalid_email',
      '/data/attributes/user/password': 'too_short',
      '/data/attributes/user/accept_terms': 'required',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 422 to a password confirmation that differs, missing parts and terms not accepted', async () => {
    const mismatch = await signup(signupBody({}, { password_confirmation: `${PASSWORD}!` }));
    expect(reasons(mismatch)).toEqual({ '/data/attributes/user/password_confirmation': 'confirmation_mismatch' });
    const noTerms = await signup(signupBody({}, { accept_terms: undefined }));
    expect(reasons(noTerms)).toEqual({ '/data/attributes/user/accept_terms': 'required' });
    const parts = await signup({ data: { type: 'organization_signups', attributes: { organization: 'Stichting' } } });
    expect(reasons(parts)).toEqual({ '/data/attributes/organization': 'invalid_type', '/data/attributes/user': 'required' });
  });

  it('answers 400 to a document of another type or shape', async () => {
    expect((await signup({ data: { type: 'organizations', attributes: {} } })).statusCode).toBe(400);
    expect((await signup({ organization: {}, user: {} })).statusCode).toBe(400);
    expect((await signup(signupBody(), { url: '/api/v1/organizations/signup?unknown=1' })).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED once an address has used up its sign-ups per minute', async () => {
    const limited = await createTestApp({ rateLimits: { authPerMinute: 2, maxFailedSignIns: 5, lockMinutes: 15 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.request({
          method: 'POST',
          url: '/api/v1/organizations/signup',
          body: signupBody({ name: `Stichting ${i}` }, { email: `snel-${i}@example.org` }),
        });
        codes.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().errors[0].code).toBe('RATE_LIMITED');
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
