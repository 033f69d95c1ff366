import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  applications,
  auditEvents,
  conversationMessages,
  digestPreferences,
  formSubmissions,
  notificationMailOptOuts,
  notifications,
  oneToOneMatches,
  oneToOneRequests,
  organizationMembers,
  uploads,
  volunteerProfileReplies,
  volunteerProfiles,
} from '../../schema';
import { createAccount } from '../../testing/accounts';
import {
  centerIdOf,
  organizationRow,
  publishVacancy,
  roleNamesOf,
  tokenCountOf,
  userRowByEmail,
  userRowById,
} from '../../testing/fixtures';
import {
  createTestApp,
  DEMO_PASSWORD,
  type Credentials,
  type TestApp,
} from '../../testing/test-app';
import { applyAsGuest, volunteerWithData, type Seeded } from '../../testing/personal-data';
import { planOf } from '../../testing/query-plan';
import { guestApplicationsWithAddress } from '../applications/applications.personal-data';

// DELETE /current_user (with the password) and DELETE /users/{id} (staff, on request):
// personal data erased or anonymised everywhere, the organisation's records kept
// without the person, sessions ended, audited (docs/api.md, "Personal data").

let t: TestApp;
let organisatie: Credentials;
let centrum: Credentials;
let admin: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, centrum, admin] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('centrum@public.example'),
    t.signIn('admin@public.example'),
  ]);
}, 90_000);
afterAll(() => t.close());

const deleteOwn = (credentials: Credentials, attributes: Record<string, unknown>, locale = 'nl') =>
  t.request({
    method: 'DELETE',
    url: '/api/v1/current_user',
    credentials,
    headers: { 'accept-language': locale },
    body: { data: { type: 'users', attributes } },
  });

async function signInAs(userId: string): Promise<Credentials> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/sign_in_as_user',
    credentials: admin,
    body: { data: { type: 'users', attributes: { user_id: userId } } },
  });
  expect(response.statusCode).toBe(200);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
    'token-type': 'Bearer',
  };
}

const rowsOf = async (seeded: Seeded) => {
  const db = t.database.db;
  return {
    profiles: await db
      .select()
      .from(volunteerProfiles)
      .where(eq(volunteerProfiles.userId, seeded.userId)),
    replies: await db
      .select()
      .from(volunteerProfileReplies)
      .where(eq(volunteerProfileReplies.volunteerId, seeded.userId)),
    notifications: await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seeded.userId)),
    optOuts: await db
      .select()
      .from(notificationMailOptOuts)
      .where(eq(notificationMailOptOuts.userId, seeded.userId)),
    digest: await db
      .select()
      .from(digestPreferences)
      .where(eq(digestPreferences.userId, seeded.userId)),
    answers: await db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.userId, seeded.userId)),
    memberships: await db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, seeded.userId)),
    uploads: await db.select().from(uploads).where(eq(uploads.id, seeded.uploadId)),
    oneToOne: await db
      .select()
      .from(oneToOneRequests)
      .where(eq(oneToOneRequests.studentId, seeded.userId)),
  };
};

/** A guest application's id. */
async function guestApplication(vacancyId: string, email: string): Promise<string> {
  const response = await applyAsGuest(t, vacancyId, email);
  if (response.statusCode !== 201) throw new Error(`no application: ${response.body}`);
  return response.json().data.id;
}

const applicationRows = (ids: string[]) =>
  t.database.db.select().from(applications).where(inArray(applications.id, ids));

describe('DELETE /current_user', () => {
  let pim: Seeded;
  let storedFile: string;
  let asGuest: string;
  let someoneElse: string;

  beforeAll(async () => {
    pim = await volunteerWithData(t, 'pim@example.org', organisatie);
    // Beside the account: a guest application with its address (typed in capitals), and someone else's.
    const vacancyId = await publishVacancy(t, organisatie, {
      organization_id: pim.organizationId,
      title: 'Helpen bij de uitgifte',
    });
    asGuest = await guestApplication(vacancyId, 'PIM@Example.org');
    someoneElse = await guestApplication(vacancyId, 'iemand-anders@example.org');
    await t.database.db.insert(organizationMembers).values({
      tenantId: 'public',
      organizationId: pim.organizationId,
      userId: pim.userId,
      role: 'member',
    });
    const [upload] = await t.database.db.select().from(uploads).where(eq(uploads.id, pim.uploadId));
    storedFile = path.join(t.config.uploadsDir, 'private', 'public', upload!.storedName);
  }, 90_000);

  it('refuses a wrong or missing password with a translated 422 and changes nothing', async () => {
    const before = await rowsOf(pim);
    const wrong = await deleteOwn(
      pim.credentials,
      { current_password: 'niet-mijn-wachtwoord' },
      'en',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/current_password' },
      meta: { reason: 'wrong_password' },
      detail: 'current_password is not correct.',
    });
    const missing = await deleteOwn(pim.credentials, {});
    expect([missing.statusCode, missing.json().errors[0].meta.reason]).toEqual([422, 'required']);
    expect(await rowsOf(pim)).toEqual(before);
    expect((await userRowById(t, pim.userId)).deletedAt).toBeNull();
    expect(existsSync(storedFile)).toBe(true);
  });

  it('refuses an admin acting as the person', async () => {
    const asPim = await signInAs(pim.userId);
    const response = await deleteOwn(asPim, { current_password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect((await userRowById(t, pim.userId)).deletedAt).toBeNull();
    await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user/stop', credentials: asPim });
  });

  it('erases or anonymises every personal record and ends the sessions', async () => {
    const response = await deleteOwn(pim.credentials, { current_password: DEMO_PASSWORD });
    expect([response.statusCode, response.body]).toEqual([204, '']);
    const row = await userRowById(t, pim.userId);
    expect(row).toMatchObject({
      email: `deleted-${pim.userId}@deleted.invalid`,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      encryptedPassword: null,
      status: 'archived',
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await roleNamesOf(t, pim.userId)).toEqual([]);
    expect(await tokenCountOf(t, pim.userId)).toBe(0);
    expect(await rowsOf(pim)).toEqual({
      profiles: [],
      replies: [],
      notifications: [],
      optOuts: [],
      digest: [],
      answers: [],
      memberships: [],
      uploads: [],
      oneToOne: [],
    });
    expect(existsSync(storedFile)).toBe(false);
    // A student they mentored is open for another mentor; the ended match stays for the record.
    const [mentored] = await t.database.db
      .select()
      .from(oneToOneRequests)
      .where(eq(oneToOneRequests.id, pim.mentoredRequestId));
    expect(mentored?.status).toBe('open');
    const [match] = await t.database.db
      .select()
      .from(oneToOneMatches)
      .where(eq(oneToOneMatches.requestId, pim.mentoredRequestId));
    expect(match).toMatchObject({ status: 'ended', mentorId: pim.userId });
    // Signed in or as a guest with their address: kept without the person, marked in no language.
    const kept = await applicationRows([pim.applicationId, asGuest, someoneElse]);
    for (const id of [pim.applicationId, asGuest]) {
      const application = kept.find((row) => row.id === id);
      expect(application).toMatchObject({
        userId: null,
        name: null,
        firstName: null,
        lastName: null,
        phoneNumber: null,
        message: null,
        email: `deleted-${id}@deleted.invalid`,
      });
      expect(application!.anonymisedAt).toBeInstanceOf(Date);
    }
    expect(kept.find((row) => row.id === someoneElse)).toMatchObject({
      name: 'Pim Gast',
      email: 'iemand-anders@example.org',
      anonymisedAt: null,
    });
    // The audit trail says who and how, never the person's data.
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, pim.userId), eq(auditEvents.action, 'user.deleted')));
    expect(event).toMatchObject({
      actorUserId: pim.userId,
      data: expect.objectContaining({ by: 'self', applications_kept: 2 }),
    });
    expect(JSON.stringify(event)).not.toMatch(/pim@example\.org|Pim|0612345678/);
  });

  it('signs the person out for good: the session is gone and signing in fails', async () => {
    expect(
      (await t.request({ url: '/api/v1/current_user', credentials: pim.credentials })).statusCode,
    ).toBe(401);
    const signIn = await t.request({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      body: { email: 'pim@example.org', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('leaves the organisation the application without the person, and the conversation with a deleted user', async () => {
    const application = await t.request({
      url: `/api/v1/applications/${pim.applicationId}`,
      credentials: organisatie,
    });
    expect(application.statusCode).toBe(200);
    expect(application.json().data.attributes).toMatchObject({
      name: 'Verwijderde gebruiker',
      first_name: null,
      last_name: null,
      anonymised: true,
      phone_number: null,
      message: null,
      has_account: false,
    });
    // Each reader in their own language.
    const inEnglish = await t.request({
      url: `/api/v1/applications?filter[vacancy_id_eq]=${pim.vacancyId}`,
      credentials: organisatie,
      headers: { 'accept-language': 'en' },
    });
    const listed = inEnglish
      .json()
      .data.find((one: { id: string }) => one.id === pim.applicationId);
    expect(listed.attributes).toMatchObject({ name: 'Deleted user', anonymised: true });
    const messages = await t.request({
      url: `/api/v1/conversations/${pim.conversationId}/messages`,
      credentials: organisatie,
    });
    expect(messages.statusCode).toBe(200);
    const answer = messages.json().data[1].attributes;
    expect(answer).toMatchObject({
      body: 'Dank je, hier is mijn rijbewijs.',
      sender_name: null,
      attachments: [],
    });
    const conversation = await t.request({
      url: `/api/v1/conversations/${pim.conversationId}`,
      credentials: organisatie,
    });
    expect(JSON.stringify(conversation.json().data.attributes.participants)).not.toMatch(
      /Pim|Privé|pim@example/,
    );
    const stored = await t.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, pim.conversationId));
    expect(stored).toHaveLength(2);
  });

  it('decides on an anonymised application without mailing anyone, and keeps its address from applying again', async () => {
    const accepted = await t.request({
      method: 'POST',
      url: `/api/v1/applications/${asGuest}/accept`,
      credentials: organisatie,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.attributes).toMatchObject({ status: 'accepted', anonymised: true });
    expect((await t.mails()).filter((mail) => mail.to.endsWith('@deleted.invalid'))).toEqual([]);
    // Withdrawn, its address still is nobody's to send it anew with: 409, not a new person in the old record.
    await t.database.db
      .update(applications)
      .set({ status: 'withdrawn' })
      .where(eq(applications.id, pim.applicationId));
    const again = await applyAsGuest(
      t,

      pim.vacancyId,
      `deleted-${pim.applicationId}@deleted.invalid`,
    );
    expect(again.statusCode).toBe(409);
    const [row] = await applicationRows([pim.applicationId]);
    expect(row).toMatchObject({ name: null, status: 'withdrawn' });
  });

  it('frees the address for a new account', async () => {
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: admin,
      body: { data: { type: 'users', attributes: { email: 'pim@example.org' } } },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('DELETE /users/{id}: staff on the person’s request', () => {
  let zwolle: string;
  beforeAll(async () => {
    zwolle = await centerIdOf(t, 'public', 'zwolle');
  });

  it('erases a user of their own centre, audited with the staff member and their role', async () => {
    const sanne = await volunteerWithData(t, 'sanne@example.org', organisatie);
    const centrumRow = await userRowByEmail(t, 'public', 'centrum@public.example');
    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/users/${sanne.userId}`,
      credentials: centrum,
    });
    expect(response.statusCode).toBe(204);
    expect(await rowsOf(sanne)).toMatchObject({
      profiles: [],
      replies: [],
      answers: [],
      uploads: [],
      oneToOne: [],
    });
    expect((await userRowById(t, sanne.userId)).deletedAt).toBeInstanceOf(Date);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, sanne.userId), eq(auditEvents.action, 'user.deleted')));
    expect(event).toMatchObject({
      actorUserId: centrumRow.id,
      data: expect.objectContaining({ by: 'center_superuser' }),
    });
  }, 60_000);

  it('refuses another centre (404), another tenant (404), a wrong role (403) and an impersonating session (403)', async () => {
    const target = await createAccount(t, {
      volunteerCenterId: zwolle,
      email: 'blijft@example.org',
      roles: ['volunteer'],
    });
    const url = `/api/v1/users/${target.id}`;
    const apeldoorn = await t.signIn('centrum-apeldoorn@public.example', {
      host: 'apeldoorn.localhost',
    });
    expect(
      (
        await t.request({
          method: 'DELETE',
          url,
          credentials: apeldoorn,
          host: 'apeldoorn.localhost',
        })
      ).statusCode,
    ).toBe(404);
    const roermond = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    expect(
      (
        await t.request({
          method: 'DELETE',
          url,
          credentials: roermond,
          host: 'roermond.localhost',
        })
      ).statusCode,
    ).toBe(404);
    for (const name of ['organisatie', 'vrijwilliger', 'redacteur']) {
      const credentials = await t.signIn(`${name}@public.example`);
      expect([name, (await t.request({ method: 'DELETE', url, credentials })).statusCode]).toEqual([
        name,
        403,
      ]);
    }
    const centrumRow = await userRowByEmail(t, 'public', 'centrum@public.example');
    const asCentrum = await signInAs(centrumRow.id);
    const impersonating = await t.request({
      method: 'DELETE',
      url,
      credentials: asCentrum,
      headers: { 'accept-language': 'en' },
    });
    expect(impersonating.statusCode).toBe(403);
    expect(impersonating.json().errors[0].detail).toMatch(/signed in as another user/i);
    expect((await userRowById(t, target.id)).deletedAt).toBeNull();
    expect((await organizationRow(t, 'public', 'Voedselbank Zwolle')).id).toBeTruthy();
  }, 60_000);
});

describe('migration 0025: applications anonymised before', () => {
  it('turns the stored Dutch name into the marker, and leaves a guest who is called so', async () => {
    const vacancyId = (await t.database.db.select().from(applications).limit(1))[0]!.vacancyId;
    const [vacancy] = await t.database.db
      .select({
        tenantId: applications.tenantId,
        volunteerCenterId: applications.volunteerCenterId,
      })
      .from(applications)
      .where(eq(applications.vacancyId, vacancyId))
      .limit(1);
    const old = randomUUID();
    const changedAt = new Date('2026-01-05T10:00:00Z');
    const row = (id: string, email: string) => ({
      id,
      ...vacancy!,
      vacancyId,
      vacancyTitle: 'Oud',
      name: 'Verwijderde gebruiker',
      firstName: 'Verwijderde gebruiker',
      lastName: '',
      email,
      updatedAt: changedAt,
    });
    const guest = randomUUID();
    await t.database.db
      .insert(applications)
      .values([
        row(old, `deleted-${old}@deleted.invalid`),
        row(guest, 'echt-een-gast@example.org'),
      ]);
    const migration = readFileSync(
      path.join(__dirname, '../../../migrations/0025_anonymised_applicants.sql'),
      'utf8',
    );
    const updates = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(?:--[^\n]*\n\s*)*UPDATE/.test(statement));
    expect(updates).toHaveLength(1);
    await t.database.db.execute(sql.raw(updates[0]!));
    const [migrated, untouched] = [
      (await applicationRows([old]))[0],
      (await applicationRows([guest]))[0],
    ];
    expect(migrated).toMatchObject({
      name: null,
      firstName: null,
      lastName: null,
      anonymisedAt: changedAt,
    });
    expect(untouched).toMatchObject({ name: 'Verwijderde gebruiker', anonymisedAt: null });
  });
});

describe("a person's guest applications, found by address under row security", () => {
  it('are looked up through the tenant index on the address as compared', async () => {
    // The query as the module builds it (building needs a transaction; it runs in planOf's).
    const query = await t.database.withTenant('public', async (tx) =>
      guestApplicationsWithAddress(tx, 'public', 'Pim@Example.org').toSQL(),
    );
    const plan = await planOf(t, { toSQL: () => query });
    expect(plan).toMatch(/Index Cond: .*email_key = 'pim@example.org'/);
  });
});
