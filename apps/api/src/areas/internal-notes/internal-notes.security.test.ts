import { eq } from 'drizzle-orm';
import type { Role } from '@platform/contracts';
import { internalNotes } from '../../schema';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, organizationRow, userRowByEmail } from '../../testing/fixtures';

type NoteRow = typeof internalNotes.$inferSelect;

let testApp: TestApp;
let admin: Credentials;
let centrum: Credentials;
let zwolleId: string;
const ids: Record<string, string> = {};

/** A note written straight into the database (any tenant), so refusals can be tested against it. */
async function insertNote(tenantId: string, subjectType: 'organizations' | 'users', subjectId: string, authorId: string | null): Promise<NoteRow> {
  const [row] = await testApp.database.db
    .insert(internalNotes)
    .values({ tenantId, subjectType, subjectId, authorId, note: `Notitie over ${subjectId}` })
    .returning();
  return row!;
}

async function noteRow(id: string): Promise<NoteRow | undefined> {
  const [row] = await testApp.database.db.select().from(internalNotes).where(eq(internalNotes.id, id));
  return row;
}

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, centrum] = await Promise.all([testApp.signIn('admin@public.example'), testApp.signIn('centrum@public.example')]);
  zwolleId = await centerIdOf(testApp, 'public', 'zwolle');
  ids.zwolleOrganization = (await organizationRow(testApp, 'public', 'Voedselbank Zwolle')).id;
  ids.apeldoornOrganization = (await organizationRow(testApp, 'public', 'Voedselbank Apeldoorn')).id;
  ids.roermondOrganization = (await organizationRow(testApp, 'roermond', 'Voedselbank Roermond')).id;
  ids.zwolleUser = (await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example')).id;
  ids.apeldoornUser = (await userRowByEmail(testApp, 'public', 'centrum-apeldoorn@public.example')).id;
  ids.admin = (await userRowByEmail(testApp, 'public', 'admin@public.example')).id;
  ids.centrum = (await userRowByEmail(testApp, 'public', 'centrum@public.example')).id;
});

afterAll(async () => {
  await testApp.close();
});

/** The four calls on notes, aimed at a subject and a note. */
function calls(subjectType: string, subjectId: string, noteId: string) {
  const attributes = { subject_type: subjectType, subject_id: subjectId, note: 'Indringer' };
  return [
    { method: 'GET' as const, url: `/api/v1/internal_notes?filter[subject_type]=${subjectType}&filter[subject_id]=${subjectId}` },
    { method: 'POST' as const, url: '/api/v1/internal_notes', body: { data: { type: 'internal_notes', attributes } } },
    { method: 'PATCH' as const, url: `/api/v1/internal_notes/${noteId}`, body: { data: { type: 'internal_notes', attributes: { note: 'Indringer' } } } },
    { method: 'DELETE' as const, url: `/api/v1/internal_notes/${noteId}` },
  ];
}

async function expectAll(credentials: Credentials | undefined, requests: ReturnType<typeof calls>, status: number, host?: string) {
  for (const call of requests) {
    const response = await testApp.request({ ...call, credentials, host });
    expect([call.method, call.url, response.statusCode]).toEqual([call.method, call.url, status]);
  }
}

describe('without a session', () => {
  it('answers 401 to every call and changes nothing', async () => {
    const note = await insertNote('public', 'organizations', ids.zwolleOrganization!, ids.admin!);
    await expectAll(undefined, calls('organizations', ids.zwolleOrganization!, note.id), 401);
    expect(await noteRow(note.id)).toEqual(note);
  });
});

describe('roles without notes', () => {
  it.each(['organization_superuser', 'content_manager', 'volunteer', 'mentor', 'student'] as Role[])(
    '%s gets 403 before anything is looked up, even about themselves',
    async (role) => {
      const account = await createAccount(testApp, { volunteerCenterId: zwolleId, email: `notities-${role}@example.org`, roles: [role] });
      const credentials = await testApp.signIn(account.email);
      const note = await insertNote('public', 'users', account.id, ids.admin!);
      await expectAll(credentials, calls('users', account.id, note.id), 403);
      // An id that names nothing answers the same, so a 403 reveals nothing.
      await expectAll(credentials, calls('users', '00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'), 403);
      expect(await noteRow(note.id)).toEqual(note);
    },
  );
});

describe('centre superusers', () => {
  it("answer 404 for another centre's organisations, users and notes", async () => {
    for (const [type, subjectId] of [
      ['organizations', ids.apeldoornOrganization!],
      ['users', ids.apeldoornUser!],
    ] as const) {
      const note = await insertNote('public', type, subjectId, ids.centrum!);
      // Written by this very centre superuser before the subject moved away: still out of sight.
      await expectAll(centrum, calls(type, subjectId, note.id), 404);
      expect(await noteRow(note.id)).toEqual(note);
    }
  });

  it('see the notes of their centre but change only their own (403)', async () => {
    const colleague = await createAccount(testApp, { volunteerCenterId: zwolleId, email: 'collega-centrum@example.org', roles: ['center_superuser'] });
    for (const authorId of [colleague.id, ids.admin!, null]) {
      const note = await insertNote('public', 'organizations', ids.zwolleOrganization!, authorId);
      const [list, , patch, remove] = calls('organizations', ids.zwolleOrganization!, note.id);
      expect((await testApp.request({ ...list!, credentials: centrum })).statusCode).toBe(200);
      for (const call of [patch!, remove!]) {
        const response = await testApp.request({ ...call, credentials: centrum });
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].detail).toBe('Alleen de schrijver van deze notitie of een beheerder mag haar wijzigen of verwijderen.');
      }
      expect(await noteRow(note.id)).toEqual(note);
    }
  });

  it("of another centre see only their own centre's notes, on their own site", async () => {
    const apeldoorn = await testApp.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    const note = await insertNote('public', 'users', ids.zwolleUser!, ids.admin!);
    await expectAll(apeldoorn, calls('users', ids.zwolleUser!, note.id), 404, 'apeldoorn.localhost');
    const own = await testApp.request({
      url: `/api/v1/internal_notes?filter[subject_type]=organizations&filter[subject_id]=${ids.apeldoornOrganization}`,
      credentials: apeldoorn,
      host: 'apeldoorn.localhost',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('admins', () => {
  it('reach every centre of their tenant', async () => {
    const note = await insertNote('public', 'organizations', ids.apeldoornOrganization!, ids.centrum!);
    const [list, create, patch, remove] = calls('organizations', ids.apeldoornOrganization!, note.id);
    expect((await testApp.request({ ...list!, credentials: admin })).statusCode).toBe(200);
    expect((await testApp.request({ ...create!, credentials: admin })).statusCode).toBe(201);
    expect((await testApp.request({ ...patch!, credentials: admin })).statusCode).toBe(200);
    expect((await testApp.request({ ...remove!, credentials: admin })).statusCode).toBe(204);
  });

  it("answer 404 for another tenant's subjects and notes", async () => {
    const roermondAdmin = (await userRowByEmail(testApp, 'roermond', 'admin@roermond.example')).id;
    const note = await insertNote('roermond', 'organizations', ids.roermondOrganization!, roermondAdmin);
    await expectAll(admin, calls('organizations', ids.roermondOrganization!, note.id), 404);
    expect(await noteRow(note.id)).toEqual(note);
  });

  it('answer 404 for a deleted user', async () => {
    const leaving = await createAccount(testApp, { volunteerCenterId: zwolleId, email: 'vertrekker@example.org' });
    const note = await insertNote('public', 'users', leaving.id, ids.admin!);
    expect((await testApp.request({ method: 'DELETE', url: `/api/v1/users/${leaving.id}`, credentials: admin })).statusCode).toBe(204);
    await expectAll(admin, calls('users', leaving.id, note.id), 404);
  });
});
