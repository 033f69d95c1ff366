import { count, eq } from 'drizzle-orm';
import { internalNotes } from '../../schema';
import { createTestApp, type Credentials, type TestApp, type TestResponse } from '../../testing/test-app';
import { organizationRow } from '../../testing/fixtures';

let testApp: TestApp;
let admin: Credentials;
let voedselbankId: string;
let noteId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await testApp.signIn('admin@public.example');
  voedselbankId = (await organizationRow(testApp, 'public', 'Voedselbank Zwolle')).id;
  const created = await create({ subject_type: 'organizations', subject_id: voedselbankId, note: 'Eerste notitie' });
  noteId = created.json().data.id;
});

afterAll(async () => {
  await testApp.close();
});

function create(attributes: Record<string, unknown>, locale = 'nl') {
  return testApp.request({
    method: 'POST',
    url: '/api/v1/internal_notes',
    credentials: admin,
    headers: { 'accept-language': locale },
    body: { data: { type: 'internal_notes', attributes } },
  });
}

function reasons(response: TestResponse): Record<string, string> {
  return Object.fromEntries(
    (response.json().errors as { source: { pointer: string }; meta: { reason: string } }[]).map((e) => [e.source.pointer, e.meta.reason]),
  );
}

async function noteCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ n: count() }).from(internalNotes);
  return row!.n;
}

async function noteText(): Promise<string> {
  const [row] = await testApp.database.db.select({ note: internalNotes.note }).from(internalNotes).where(eq(internalNotes.id, noteId));
  return row!.note;
}

describe('GET /api/v1/internal_notes with bad parameters', () => {
  it('requires both the subject type and id, in Dutch or English', async () => {
    const none = await testApp.request({ url: '/api/v1/internal_notes', credentials: admin });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      code: 'INVALID_QUERY_PARAMETER',
      source: { parameter: 'filter[subject_type]' },
      meta: { reason: 'required' },
      detail: 'De parameter "filter[subject_type]" is verplicht.',
    });
    const noId = await testApp.request({ url: '/api/v1/internal_notes?filter[subject_type]=users', credentials: admin, headers: { 'accept-language': 'en' } });
    expect(noId.json().errors[0]).toMatchObject({ source: { parameter: 'filter[subject_id]' }, detail: 'The parameter "filter[subject_id]" is required.' });
  });

  it.each([
    ['filter[subject_type]=vacancies&filter[subject_id]=00000000-0000-4000-8000-000000000000', 'filter[subject_type]'],
    ['filter[subject_type]=users&filter[subject_id]=42', 'filter[subject_id]'],
    ['filter[note_cont]=x', 'filter[note_cont]'],
    ['filter[subject_type]=users&filter[subject_id]=00000000-0000-4000-8000-000000000000&sort=note', 'sort'],
    ['filter[subject_type]=users&filter[subject_id]=00000000-0000-4000-8000-000000000000&page[size]=0', 'page[size]'],
    ['include=author', 'include'],
  ])('answers 400 naming the parameter for ?%s', async (query, parameter) => {
    const response = await testApp.request({ url: `/api/v1/internal_notes?${query}`, credentials: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.parameter).toBe(parameter);
  });

  it('answers 404 for a subject that does not exist', async () => {
    const response = await testApp.request({
      url: '/api/v1/internal_notes?filter[subject_type]=organizations&filter[subject_id]=00000000-0000-4000-8000-000000000000',
      credentials: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v1/internal_notes with bad input', () => {
  it('answers 400 to malformed JSON and to a document of another type, and creates nothing', async () => {
    const before = await noteCount();
    const malformed = await testApp.request({ method: 'POST', url: '/api/v1/internal_notes', credentials: admin, headers: { 'content-type': 'application/json' }, payload: '{"data"' });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await testApp.request({
      method: 'POST',
      url: '/api/v1/internal_notes',
      credentials: admin,
      body: { data: { type: 'notes', attributes: { subject_type: 'organizations', subject_id: voedselbankId, note: 'x' } } },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].source.pointer).toBe('/data/type');
    expect(await noteCount()).toBe(before);
  });

  it('answers 422 per field: required, blank, too long, unknown values and attributes', async () => {
    const before = await noteCount();
    expect(reasons(await create({}))).toEqual({
      '/data/attributes/subject_type': 'required',
      '/data/attributes/subject_id': 'required',
      '/data/attributes/note': 'required',
    });
    expect(reasons(await create({ subject_type: 'organizations', subject_id: voedselbankId, note: '   ' }))).toEqual({ '/data/attributes/note': 'required' });
    expect(reasons(await create({ subject_type: 'vacancies', subject_id: 'abc', note: 'x', author_id: voedselbankId }))).toEqual({
      '/data/attributes/subject_type': 'invalid_choice',
      '/data/attributes/subject_id': 'invalid',
      '/data/attributes/author_id': 'unknown_attribute',
    });
    const tooLong = await create({ subject_type: 'organizations', subject_id: voedselbankId, note: 'x'.repeat(5001) }, 'en');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors[0]).toMatchObject({ meta: { reason: 'too_long' }, detail: 'note must be at most 5000 characters long.' });
    expect((await create({ subject_type: 'organizations', subject_id: voedselbankId, note: 'x'.repeat(5000) })).statusCode).toBe(201);
    expect(await noteCount()).toBe(before + 1);
  });

  it('answers 404 for a subject that does not exist and creates nothing', async () => {
    const before = await noteCount();
    const response = await create({ subject_type: 'users', subject_id: voedselbankId, note: 'Over wie?' });
    expect(response.statusCode).toBe(404);
    expect(await noteCount()).toBe(before);
  });
});

describe('PATCH and DELETE /api/v1/internal_notes/{id} with bad input', () => {
  function patch(id: string, data: Record<string, unknown>) {
    return testApp.request({ method: 'PATCH', url: `/api/v1/internal_notes/${id}`, credentials: admin, body: { data: { type: 'internal_notes', ...data } } });
  }

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'geen-id']) {
      expect((await patch(id, { attributes: { note: 'x' } })).statusCode).toBe(404);
      expect((await testApp.request({ method: 'DELETE', url: `/api/v1/internal_notes/${id}`, credentials: admin })).statusCode).toBe(404);
    }
  });

  it('answers 422 to a blank or over-long note and to a subject change, 409 to another id, and changes nothing', async () => {
    const original = await noteText();
    expect(reasons(await patch(noteId, { attributes: { note: '' } }))).toEqual({ '/data/attributes/note': 'required' });
    expect(reasons(await patch(noteId, { attributes: { note: 'x'.repeat(5001) } }))).toEqual({ '/data/attributes/note': 'too_long' });
    expect(reasons(await patch(noteId, { attributes: { note: 'x', subject_type: 'users' } }))).toEqual({
      '/data/attributes/subject_type': 'unknown_attribute',
    });
    const otherId = await patch(noteId, { id: '00000000-0000-4000-8000-000000000000', attributes: { note: 'x' } });
    expect(otherId.statusCode).toBe(409);
    expect(await noteText()).toBe(original);
  });
});
