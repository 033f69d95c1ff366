import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, userRoles } from '../../schema';
import { createTestApp, DEMO_PASSWORD, type Credentials, type TestApp, type TestResponse } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, tokenCountOf, userRowByEmail, userRowById } from '../../testing/fixtures';

// POST /sign_in_as_user and /sign_in_as_user/stop (docs/api.md, "Sign in as user").

let t: TestApp;
let admin: Credentials;
let adminId: string;
let volunteerId: string;
let zwolleId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@public.example');
  adminId = (await userRowByEmail(t, 'public', 'admin@public.example')).id;
  volunteerId = (await userRowByEmail(t, 'public', 'vrijwilliger@public.example')).id;
  zwolleId = await centerIdOf(t, 'public', 'zwolle');
});
afterAll(() => t.close());

function signInAs(userId: string, credentials?: Credentials, locale = 'nl') {
  return t.request({
    method: 'POST',
    url: '/api/v1/sign_in_as_user',
    credentials,
    headers: { 'accept-language': locale },
    body: { data: { type: 'users', attributes: { user_id: userId } } },
  });
}

function sessionOf(response: TestResponse): Credentials {
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
    'token-type': 'Bearer',
  };
}

async function auditRows(action: string, subjectId: string) {
  return t.database.db
    .select({ actorUserId: auditEvents.actorUserId, data: auditEvents.data })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectId, subjectId)));
}

describe('signing in as a user and back', () => {
  it('opens a session as the user, says who is behind it, and ends it without touching other sessions', async () => {
    const ownSession = await t.signIn('vrijwilliger@public.example');
    const started = await signInAs(volunteerId, admin);
    expect(started.statusCode).toBe(200);
    expect(started.headers.uid).toBe('vrijwilliger@public.example');
    expect(started.json()).toMatchObject({ data: { type: 'users', id: volunteerId }, meta: { impersonated_by: adminId } });
    const asVolunteer = sessionOf(started);
    expect(await auditRows('user.signed_in_as', volunteerId)).toEqual([{ actorUserId: adminId, data: { client: asVolunteer.client } }]);

    const current = await t.request({ url: '/api/v1/current_user', credentials: asVolunteer });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.attributes.email).toBe('vrijwilliger@public.example');
    expect(current.json().meta).toEqual({ impersonator: { id: adminId, name: 'Anouk Visser' } });
    const own = await t.request({ url: '/api/v1/current_user', credentials: ownSession });
    expect(own.json().meta).toBeUndefined();

    const stopped = await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user/stop', credentials: asVolunteer });
    expect(stopped.statusCode).toBe(204);
    expect(stopped.body).toBe('');
    expect(stopped.headers['access-token']).toBeUndefined();
    expect(await auditRows('user.signed_in_as_stopped', volunteerId)).toEqual([{ actorUserId: adminId, data: { client: asVolunteer.client } }]);
    expect((await t.request({ url: '/api/v1/current_user', credentials: asVolunteer })).statusCode).toBe(401);
    // The admin's own session and the volunteer's own device were never touched.
    expect((await t.request({ url: '/api/v1/current_user', credentials: admin })).json().data.id).toBe(adminId);
    expect((await t.request({ url: '/api/v1/current_user', credentials: ownSession })).statusCode).toBe(200);
  });

  it("keeps the admin's token as it was: the answer carries the other session, so a rotated one would be lost", async () => {
    // Fresh from sign-in, so any other request would rotate this token.
    const ownAdmin = await t.signIn('admin@public.example');
    const started = await signInAs(volunteerId, ownAdmin);
    expect(started.statusCode).toBe(200);
    expect(started.headers.client).not.toBe(ownAdmin.client);
    // Long after the batch window, the app goes back to the admin's stored credentials.
    await t.database.db.execute(sql`update auth_tokens set rotated_at = now() - interval '1 hour' where client = ${ownAdmin.client}`);
    const back = await t.request({ url: '/api/v1/current_user', credentials: ownAdmin });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.id).toBe(adminId);
  });

  it('does not let the admin change the password of the user they act as', async () => {
    const before = await userRowById(t, volunteerId);
    const asVolunteer = sessionOf(await signInAs(volunteerId, admin));
    const response = await t.request({
      method: 'PUT',
      url: '/auth/password',
      credentials: asVolunteer,
      body: { password: 'overgenomen-wachtwoord', password_confirmation: 'overgenomen-wachtwoord', current_password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].detail).toBe(
      'Een e-mailadres of wachtwoord kan niet worden gewijzigd terwijl je als een andere gebruiker bent ingelogd.',
    );
    expect((await userRowById(t, volunteerId)).encryptedPassword).toBe(before.encryptedPassword);
    await expect(t.signIn('vrijwilliger@public.example', { password: DEMO_PASSWORD })).resolves.toBeDefined();
  });

  it('ends the session as the user once the admin behind it is no longer an admin', async () => {
    const secondAdmin = await createAccount(t, { volunteerCenterId: zwolleId, email: 'tweede-beheerder@example.org', roles: ['admin'] });
    const asVolunteer = sessionOf(await signInAs(volunteerId, await t.signIn(secondAdmin.email)));
    expect((await t.request({ url: '/api/v1/current_user', credentials: asVolunteer })).statusCode).toBe(200);
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, secondAdmin.id));
    expect((await t.request({ url: '/api/v1/current_user', credentials: asVolunteer })).statusCode).toBe(401);
  });
});

describe('refusals, each changing nothing', () => {
  async function expectNoSessionFor(userId: string, run: () => Promise<TestResponse>, status: number, detail?: string) {
    const tokens = await tokenCountOf(t, userId);
    const response = await run();
    expect(response.statusCode).toBe(status);
    if (detail) expect(response.json().errors[0].detail).toBe(detail);
    expect(await tokenCountOf(t, userId)).toBe(tokens);
  }

  it('answers 401 without a session and 403 to every role but admin', async () => {
    await expectNoSessionFor(volunteerId, () => signInAs(volunteerId), 401);
    for (const who of ['centrum', 'organisatie', 'redacteur', 'vrijwilliger']) {
      const credentials = await t.signIn(`${who}@public.example`);
      const target = who === 'vrijwilliger' ? (await userRowByEmail(t, 'public', 'redacteur@public.example')).id : volunteerId;
      await expectNoSessionFor(target, () => signInAs(target, credentials), 403);
    }
  });

  it('refuses oneself, another admin, an account that cannot sign in and a user of another centre, with a reason', async () => {
    const otherAdmin = await createAccount(t, { volunteerCenterId: zwolleId, email: 'collega-beheerder@example.org', roles: ['admin'] });
    const inactive = await createAccount(t, { volunteerCenterId: zwolleId, email: 'slapend@example.org', status: 'inactive' });
    const invited = await createAccount(t, { volunteerCenterId: zwolleId, email: 'genodigd@example.org', status: 'invited' });
    const apeldoorn = await userRowByEmail(t, 'public', 'centrum-apeldoorn@public.example');
    await expectNoSessionFor(adminId, () => signInAs(adminId, admin), 403, 'Je kunt niet inloggen als jezelf.');
    await expectNoSessionFor(otherAdmin.id, () => signInAs(otherAdmin.id, admin), 403, 'Je kunt niet inloggen als een andere beheerder.');
    await expectNoSessionFor(
      inactive.id,
      () => signInAs(inactive.id, admin),
      403,
      'Dit account kan niet inloggen (status inactive), dus je kunt er ook niet als inloggen.',
    );
    await expectNoSessionFor(
      invited.id,
      () => signInAs(invited.id, admin, 'en'),
      403,
      'This account cannot sign in (status invited), so you cannot sign in as it either.',
    );
    await expectNoSessionFor(
      apeldoorn.id,
      () => signInAs(apeldoorn.id, admin, 'en'),
      403,
      "This user belongs to another volunteer centre. Sign in on that centre's website to continue as this user.",
    );
    expect(await auditRows('user.signed_in_as', otherAdmin.id)).toEqual([]);
  });

  it('answers 422 to a missing or malformed user_id and 404 to an unknown one', async () => {
    const missing = await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user', credentials: admin, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].meta.reason).toBe('required');
    const unknown = await signInAs('00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to stop what is not a session as another user', async () => {
    expect((await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user/stop' })).statusCode).toBe(401);
    const tokens = await tokenCountOf(t, adminId);
    const response = await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user/stop', credentials: admin });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].detail).toBe('Je bent niet als een andere gebruiker ingelogd.');
    expect(await tokenCountOf(t, adminId)).toBe(tokens);
  });
});
