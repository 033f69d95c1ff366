import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, userRowById } from '../../testing/fixtures';
import { createTestApp, DEMO_PASSWORD, type Credentials, type TestApp, type TestResponse } from '../../testing/test-app';

// No account takeover by staff or by a stolen session (issue 11, item 1;
// docs/permissions.md, "Users"): e-mail and password changes need a session of
// one's own, the user's own e-mail change their current password, and the old
// address hears of every change.

const IMPERSONATING = 'Een e-mailadres of wachtwoord kan niet worden gewijzigd terwijl je als een andere gebruiker bent ingelogd.';

let t: TestApp;
let admin: Credentials;
let zwolle: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@public.example');
  zwolle = await centerIdOf(t, 'public', 'zwolle');
});
afterAll(() => t.close());

async function newAccount(roles: ('volunteer' | 'center_superuser' | 'admin')[] = ['volunteer']) {
  serial += 1;
  return createAccount(t, { volunteerCenterId: zwolle, email: `account-${serial}@example.org`, firstName: 'Sanne', roles });
}

async function signInAs(userId: string): Promise<Credentials> {
  const response = await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user', credentials: admin, body: { data: { type: 'users', attributes: { user_id: userId } } } });
  expect(response.statusCode).toBe(200);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
    'token-type': 'Bearer',
  };
}

function patchCurrentUser(credentials: Credentials, attributes: Record<string, unknown>) {
  return t.request({ method: 'PATCH', url: '/api/v1/current_user', credentials, body: { data: { type: 'users', attributes } } });
}

function patchUser(credentials: Credentials, id: string, attributes: Record<string, unknown>) {
  return t.request({ method: 'PATCH', url: `/api/v1/users/${id}`, credentials, body: { data: { type: 'users', id, attributes } } });
}

const mailsTo = async (address: string) => (await t.mails()).filter((m) => m.to.includes(address));
const tokenIn = (text: string | undefined, name: string) => new RegExp(`${name}=([\\w-]+)`).exec(text ?? '')?.[1];

async function auditOf(subjectId: string, action: string) {
  return t.database.db
    .select({ actorUserId: auditEvents.actorUserId, data: auditEvents.data })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectId, subjectId), eq(auditEvents.action, action)));
}

function expectFieldError(response: TestResponse, pointer: string, detail: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual([expect.objectContaining({ code: 'VALIDATION_FAILED', source: { pointer }, detail })]);
}

describe('in a session an admin opened as someone else', () => {
  it("refuses to change the user's e-mail address, even with their password, and changes and mails nothing", async () => {
    const user = await newAccount();
    const before = await userRowById(t, user.id);
    const mailCount = (await t.mails()).length;
    const response = await patchCurrentUser(await signInAs(user.id), { email: 'overgenomen@example.org', current_password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].detail).toBe(IMPERSONATING);
    expect(await userRowById(t, user.id)).toEqual(before);
    expect(await t.mails()).toHaveLength(mailCount);
  });

  it('still lets the admin change what is not a credential', async () => {
    const user = await newAccount();
    const response = await patchCurrentUser(await signInAs(user.id), { job_title: 'Gastvrouw' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.job_title).toBe('Gastvrouw');
  });

  it('refuses a password change by PATCH /auth/password as by PUT, with the current password given', async () => {
    const user = await newAccount();
    const before = await userRowById(t, user.id);
    const response = await t.request({
      method: 'PATCH',
      url: '/auth/password',
      credentials: await signInAs(user.id),
      body: { password: 'overgenomen-wachtwoord', password_confirmation: 'overgenomen-wachtwoord', current_password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].detail).toBe(IMPERSONATING);
    expect(await userRowById(t, user.id)).toEqual(before);
  });

  it('does not let a centre superuser acted as change anyone else\'s e-mail address', async () => {
    const superuser = await newAccount(['center_superuser']);
    const volunteer = await newAccount();
    const before = await userRowById(t, volunteer.id);
    const response = await patchUser(await signInAs(superuser.id), volunteer.id, { email: 'overgenomen@example.org' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].detail).toBe(IMPERSONATING);
    expect(await userRowById(t, volunteer.id)).toEqual(before);
  });

  it('takes no password on PATCH /current_user (for anyone)', async () => {
    const user = await newAccount();
    const before = await userRowById(t, user.id);
    const response = await patchCurrentUser(await signInAs(user.id), { password: 'overgenomen-wachtwoord' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { pointer: '/data/attributes/password' }, meta: { reason: 'unknown_attribute' } });
    expect(await userRowById(t, user.id)).toEqual(before);
  });
});

describe("changing one's own e-mail address", () => {
  it('needs the current password: missing or wrong is a 422 on current_password and changes and mails nothing', async () => {
    const user = await newAccount();
    const session = await t.signIn(user.email);
    const before = await userRowById(t, user.id);
    const mailCount = (await t.mails()).length;
    expectFieldError(await patchCurrentUser(session, { email: 'nieuw-adres@example.org' }), '/data/attributes/current_password', 'current_password is verplicht.');
    expectFieldError(
      await patchCurrentUser(session, { email: 'nieuw-adres@example.org', current_password: 'niet-mijn-wachtwoord' }),
      '/data/attributes/current_password',
      'current_password klopt niet.',
    );
    const english = await t.request({
      method: 'PATCH',
      url: '/api/v1/current_user',
      credentials: session,
      headers: { 'accept-language': 'en' },
      body: { data: { type: 'users', attributes: { email: 'nieuw-adres@example.org', current_password: 'niet-mijn-wachtwoord' } } },
    });
    expect(english.json().errors[0].detail).toBe('current_password is not correct.');
    expect(await userRowById(t, user.id)).toEqual(before);
    expect(await t.mails()).toHaveLength(mailCount);
  });

  it('with the right password: mails the new address to confirm, tells the old one, and audits request and confirmation', async () => {
    const user = await newAccount();
    const response = await patchCurrentUser(await t.signIn(user.email), { email: 'Eigen.Nieuw@Example.org', current_password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: user.email, unconfirmed_email: 'eigen.nieuw@example.org' });

    const [notice, ...others] = await mailsTo(user.email);
    expect(others).toHaveLength(0);
    expect(notice?.subject).toBe('Je e-mailadres bij Vrijwilligerscentrale Zwolle wordt gewijzigd');
    expect(notice?.text).toContain('Er is gevraagd om het e-mailadres van je account te wijzigen in het adres hieronder.');
    expect(notice?.text).toMatch(/\n\nHet nieuwe e-mailadres: eigen.nieuw@example.org$/);
    expect(await auditOf(user.id, 'user.email_change_requested')).toEqual([{ actorUserId: user.id, data: { by: 'self' } }]);

    const [confirmation] = await mailsTo('eigen.nieuw@example.org');
    const confirmed = await t.request({ method: 'POST', url: '/api/v1/confirm', body: { confirmation_token: tokenIn(confirmation?.text, 'confirmation_token') } });
    expect(confirmed.json().data.attributes).toMatchObject({ email: 'eigen.nieuw@example.org', unconfirmed_email: null });
    expect(await auditOf(user.id, 'user.email_changed')).toEqual([{ actorUserId: user.id, data: {} }]);
  });

  it('cancels a pending change when the current address is sent again', async () => {
    const user = await newAccount();
    const session = await t.signIn(user.email);
    const requested = await patchCurrentUser(session, { email: 'later-teruggedraaid@example.org', current_password: DEMO_PASSWORD });
    expect(requested.json().data.attributes.unconfirmed_email).toBe('later-teruggedraaid@example.org');
    const [confirmation] = await mailsTo('later-teruggedraaid@example.org');
    const cancelled = await patchCurrentUser(session, { email: user.email });
    expect(cancelled.json().data.attributes).toMatchObject({ email: user.email, unconfirmed_email: null });
    const confirm = await t.request({ method: 'POST', url: '/api/v1/confirm', body: { confirmation_token: tokenIn(confirmation?.text, 'confirmation_token') } });
    expect(confirm.statusCode).toBe(422);
    expect((await userRowById(t, user.id)).email).toBe(user.email);
  });

  it('needs the current password on PATCH /users/{own id} too, so staff cannot skip it', async () => {
    const staff = await newAccount(['admin']);
    const session = await t.signIn(staff.email);
    const before = await userRowById(t, staff.id);
    expectFieldError(await patchUser(session, staff.id, { email: 'beheerder-nieuw@example.org' }), '/data/attributes/current_password', 'current_password is verplicht.');
    expect(await userRowById(t, staff.id)).toEqual(before);
    const withPassword = await patchUser(session, staff.id, { email: 'beheerder-nieuw@example.org', current_password: DEMO_PASSWORD });
    expect(withPassword.json().data.attributes.unconfirmed_email).toBe('beheerder-nieuw@example.org');
  });
});

describe("staff changing a user's e-mail address", () => {
  it('goes through confirmation by the new address, tells the old one by whom (role), and audits the actor', async () => {
    const superuser = await newAccount(['center_superuser']);
    const volunteer = await newAccount();
    const response = await patchUser(await t.signIn(superuser.email), volunteer.id, { email: 'gecorrigeerd@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: volunteer.email, unconfirmed_email: 'gecorrigeerd@example.org' });

    const [notice] = await mailsTo(volunteer.email);
    expect(notice?.text).toContain('Een coördinator van Vrijwilligerscentrale Zwolle heeft het e-mailadres van je account gewijzigd in het adres hieronder.');
    expect(notice?.text).toMatch(/\n\nHet nieuwe e-mailadres: gecorrigeerd@example.org$/);
    expect((await mailsTo('gecorrigeerd@example.org'))[0]?.subject).toBe('Bevestig je e-mailadres bij Vrijwilligerscentrale Zwolle');
    expect(await auditOf(volunteer.id, 'user.email_change_requested')).toEqual([{ actorUserId: superuser.id, data: { by: 'center_superuser' } }]);
  });
});

describe('PUT /auth/password in a session', () => {
  it('needs the current password: missing or wrong is a 422 on current_password and keeps the old password', async () => {
    const user = await newAccount();
    const session = await t.signIn(user.email);
    const before = await userRowById(t, user.id);
    const missing = await t.request({ method: 'PUT', url: '/auth/password', credentials: session, body: { password: 'een-nieuw-wachtwoord', password_confirmation: 'een-nieuw-wachtwoord' } });
    expectFieldError(missing, '/current_password', 'current_password is verplicht.');
    const wrong = await t.request({
      method: 'PUT',
      url: '/auth/password',
      credentials: session,
      body: { data: { type: 'users', attributes: { password: 'een-nieuw-wachtwoord', current_password: 'niet-mijn-wachtwoord' } } },
    });
    expectFieldError(wrong, '/data/attributes/current_password', 'current_password klopt niet.');
    expect(await userRowById(t, user.id)).toEqual(before);

    const right = await t.request({ method: 'PUT', url: '/auth/password', credentials: session, body: { password: 'een-nieuw-wachtwoord', current_password: DEMO_PASSWORD } });
    expect(right.statusCode).toBe(200);
    await expect(t.signIn(user.email, { password: 'een-nieuw-wachtwoord' })).resolves.toBeDefined();
  });
});
