import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { auditActionsFor, organizationRow, userRowByEmail } from '../../testing/fixtures';

type Note = { type: string; id: string; attributes: Record<string, unknown> };

let testApp: TestApp;
let admin: Credentials;
let centrum: Credentials;
let voedselbankId: string;
let volunteerId: string;
let adminId: string;
let centrumId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  [admin, centrum] = await Promise.all([testApp.signIn('admin@public.example'), testApp.signIn('centrum@public.example')]);
  voedselbankId = (await organizationRow(testApp, 'public', 'Voedselbank Zwolle')).id;
  volunteerId = (await userRowByEmail(testApp, 'public', 'vrijwilliger@public.example')).id;
  adminId = (await userRowByEmail(testApp, 'public', 'admin@public.example')).id;
  centrumId = (await userRowByEmail(testApp, 'public', 'centrum@public.example')).id;
});

afterAll(async () => {
  await testApp.close();
});

function createNote(credentials: Credentials, subjectType: string, subjectId: string, note: string) {
  return testApp.request({
    method: 'POST',
    url: '/api/v1/internal_notes',
    credentials,
    body: { data: { type: 'internal_notes', attributes: { subject_type: subjectType, subject_id: subjectId, note } } },
  });
}

function listNotes(credentials: Credentials, subjectType: string, subjectId: string, extra = '') {
  return testApp.request({
    url: `/api/v1/internal_notes?filter[subject_type]=${subjectType}&filter[subject_id]=${subjectId}${extra}`,
    credentials,
  });
}

describe('internal notes about an organisation', () => {
  it('writes, lists (newest first), changes and deletes notes', async () => {
    const first = await createNote(centrum, 'organizations', voedselbankId, '  Belde over de nieuwe bus.  ');
    expect(first.statusCode).toBe(201);
    const note = first.json().data as Note;
    expect(note).toMatchObject({
      type: 'internal_notes',
      attributes: {
        subject_type: 'organizations',
        subject_id: voedselbankId,
        note: 'Belde over de nieuwe bus.',
        author_id: centrumId,
        author_name: 'Bram de Boer',
      },
    });
    expect(note.attributes.created_at).toEqual(note.attributes.updated_at);
    const second = (await createNote(admin, 'organizations', voedselbankId, 'Jaarverslag ontvangen.')).json().data as Note;

    const list = await listNotes(centrum, 'organizations', voedselbankId);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((n: Note) => n.id)).toEqual([second.id, note.id]);
    expect(list.json().meta).toMatchObject({ total: 2 });
    const oldestFirst = await listNotes(admin, 'organizations', voedselbankId, '&sort=created_at&page[size]=1');
    expect(oldestFirst.json().data.map((n: Note) => n.id)).toEqual([note.id]);
    expect(oldestFirst.json().links.next).toContain('page%5Bnumber%5D=2');

    const changed = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/internal_notes/${note.id}`,
      credentials: centrum,
      body: { data: { type: 'internal_notes', id: note.id, attributes: { note: 'Belde over de nieuwe bus; komt in maart.' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ note: 'Belde over de nieuwe bus; komt in maart.', author_name: 'Bram de Boer' });
    expect(changed.json().data.attributes.updated_at > note.attributes.updated_at!).toBe(true);

    const removed = await testApp.request({ method: 'DELETE', url: `/api/v1/internal_notes/${second.id}`, credentials: admin });
    expect(removed.statusCode).toBe(204);
    expect((await listNotes(admin, 'organizations', voedselbankId)).json().data.map((n: Note) => n.id)).toEqual([note.id]);
    expect(await auditActionsFor(testApp, voedselbankId)).toContain('internal_note.deleted');
  });

  it('lets an admin change and delete a note a centre superuser wrote', async () => {
    const note = (await createNote(centrum, 'organizations', voedselbankId, 'Contactpersoon is met verlof.')).json().data as Note;
    const changed = await testApp.request({
      method: 'PATCH',
      url: `/api/v1/internal_notes/${note.id}`,
      credentials: admin,
      body: { data: { type: 'internal_notes', attributes: { note: 'Contactpersoon is terug.' } } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.attributes).toMatchObject({ note: 'Contactpersoon is terug.', author_id: centrumId });
    expect((await testApp.request({ method: 'DELETE', url: `/api/v1/internal_notes/${note.id}`, credentials: admin })).statusCode).toBe(204);
  });
});

describe('internal notes about a user', () => {
  it('keeps notes per subject and drops the name of an author whose account is deleted', async () => {
    const author = await testApp.request({
      method: 'POST',
      url: '/api/v1/users',
      credentials: admin,
      body: { data: { type: 'users', attributes: { email: 'collega@example.org', first_name: 'Cor', last_name: 'Collega', role: 'center_superuser' } } },
    });
    const authorId = author.json().data.id as string;
    const note = (await createNote(admin, 'users', volunteerId, 'Wil graag met ouderen werken.')).json().data as Note;
    expect(note.attributes).toMatchObject({ subject_type: 'users', author_id: adminId, author_name: 'Anouk Visser' });
    // The subject is named by type and id together: no organisation has this user's id.
    expect((await listNotes(admin, 'organizations', volunteerId)).statusCode).toBe(404);

    // A note whose author is later deleted keeps its author id but not the (anonymised) name.
    await testApp.database.db.execute(
      (await import('drizzle-orm')).sql`insert into internal_notes (tenant_id, subject_type, subject_id, author_id, note) values ('public', 'users', ${volunteerId}, ${authorId}, 'Oude notitie')`,
    );
    expect((await testApp.request({ method: 'DELETE', url: `/api/v1/users/${authorId}`, credentials: admin })).statusCode).toBe(204);
    const notes = (await listNotes(centrum, 'users', volunteerId, '&sort=created_at')).json().data as Note[];
    expect(notes.map((n) => [n.attributes.note, n.attributes.author_name])).toEqual([
      ['Wil graag met ouderen werken.', 'Anouk Visser'],
      ['Oude notitie', null],
    ]);
  });
});

describe('notes stay out of other answers', () => {
  it('never shows a note in an organisation or user answer', async () => {
    const secret = 'Vertrouwelijk: gesprek over de subsidie';
    await createNote(admin, 'organizations', voedselbankId, secret);
    await createNote(admin, 'users', volunteerId, secret);
    const answers = [
      await testApp.request({ url: `/api/v1/organizations/${voedselbankId}?include=address,profile,vacancies`, credentials: admin }),
      await testApp.request({ url: '/api/v1/organizations?page[size]=1000', credentials: admin }),
      await testApp.request({ url: `/api/v1/users/${volunteerId}?include=roles,organizations`, credentials: admin }),
      await testApp.request({ url: '/api/v1/users?include=roles,organizations&page[size]=1000', credentials: admin }),
      await testApp.request({ url: `/api/v1/organizations/${voedselbankId}` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('Vertrouwelijk');
    }
    for (const url of [`/api/v1/organizations/${voedselbankId}?include=internal_notes`, `/api/v1/users/${volunteerId}?include=internal_notes`]) {
      expect((await testApp.request({ url, credentials: admin })).statusCode).toBe(400);
    }
  });
});
