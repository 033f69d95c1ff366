import { eq } from 'drizzle-orm';
import { oneToOneMatches, oneToOneRequests } from '../../schema';
import { centerIdOf } from '../../testing/fixtures';
import { matchDoc, newMentor, newStudent, requestDoc } from '../../testing/one-to-one';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

// Who may do what in one-to-one support, and what bad input gets: every route
// 404 where peer-to-peer is off, 401 without a session, 403 for the wrong role,
// 404 for another's or another centre's records, 422 with the field for bad input.
// The calls end a match without a reason, so only its parties and staff reach the 422.

let t: TestApp;
let centrum: Credentials;
let apeldoornStaff: Credentials;
let zwolle: string;
let apeldoorn: string;
let student: { id: string; email: string };
let studentSession: Credentials;
let otherStudentSession: Credentials;
let mentor: { id: string; email: string };
let mentorSession: Credentials;
let volunteer: Credentials;
let requestId: string;
let matchId: string;

const ids = { request: '', match: '' };

function calls() {
  return [
    { method: 'GET' as const, url: '/api/v1/one_to_one_requests' },
    { method: 'POST' as const, url: '/api/v1/one_to_one_requests', body: requestDoc({ topic: 'Hulp', availability: ['mon_morning'] }) },
    { method: 'PATCH' as const, url: `/api/v1/one_to_one_requests/${ids.request}`, body: requestDoc({ topic: 'Anders' }) },
    { method: 'GET' as const, url: `/api/v1/one_to_one_requests/${ids.request}/suggestions` },
    { method: 'GET' as const, url: '/api/v1/one_to_one_mentors' },
    { method: 'GET' as const, url: '/api/v1/one_to_one_matches' },
    { method: 'POST' as const, url: '/api/v1/one_to_one_matches', body: matchDoc({ request_id: ids.request, mentor_id: mentor.id }) },
    { method: 'POST' as const, url: `/api/v1/one_to_one_matches/${ids.match}/end`, body: matchDoc({ reason: '' }) },
  ];
}

async function statuses(credentials: Credentials | undefined, host?: string): Promise<number[]> {
  const found: number[] = [];
  for (const call of calls()) found.push((await t.request({ ...call, credentials, host })).statusCode);
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  [centrum, apeldoornStaff, volunteer] = await Promise.all([
    t.signIn('centrum@public.example'),
    t.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' }),
    t.signIn('vrijwilliger@public.example'),
  ]);
  student = await newStudent(t, zwolle);
  studentSession = await t.signIn(student.email);
  otherStudentSession = await t.signIn((await newStudent(t, zwolle)).email);
  mentor = await newMentor(t, zwolle);
  mentorSession = await t.signIn(mentor.email);
  const created = await t.request({ method: 'POST', url: '/api/v1/one_to_one_requests', credentials: studentSession, body: requestDoc({ topic: 'Rekenen', availability: ['mon_evening'] }) });
  requestId = created.json().data.id;
  // A second, matched request of another student, so the match routes have a record.
  const matchedStudent = await newStudent(t, zwolle);
  const [matched] = await t.database.db.insert(oneToOneRequests).values({ tenantId: 'public', volunteerCenterId: zwolle, studentId: matchedStudent.id, topic: 'Lezen', availability: ['tue_morning'], status: 'matched' }).returning();
  const [match] = await t.database.db.insert(oneToOneMatches).values({ tenantId: 'public', volunteerCenterId: zwolle, requestId: matched!.id, mentorId: mentor.id, studentId: matchedStudent.id }).returning();
  matchId = match!.id;
  Object.assign(ids, { request: requestId, match: matchId });
}, 90_000);

afterAll(() => t.close());

describe('where peer-to-peer is off', () => {
  it('answers 404 to every route, signed in or not, in roermond', async () => {
    const admin = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    expect(await statuses(admin, 'roermond.localhost')).toEqual(calls().map(() => 404));
    expect(await statuses(undefined, 'roermond.localhost')).toEqual(calls().map(() => 404));
  });
});

describe('without a session', () => {
  it('answers 401 everywhere', async () => {
    expect(await statuses(undefined)).toEqual(calls().map(() => 401));
  });
});

describe('wrong roles', () => {
  it('refuses a volunteer without the student role everything but their own (empty) nothing', async () => {
    expect(await statuses(volunteer)).toEqual([403, 403, 403, 403, 403, 403, 403, 404]);
  });

  it('lets a mentor see their matches but not ask, match, list requests or mentors', async () => {
    expect(await statuses(mentorSession)).toEqual([403, 403, 403, 403, 403, 200, 403, 422]);
  });

  it('lets a student neither match, nor see mentors or suggestions, nor read another student\'s request', async () => {
    const found = await statuses(otherStudentSession);
    // list (own: none), create (their own first request), patch another's (404), suggestions, mentors, matches (own), match, end another's.
    expect(found).toEqual([200, 201, 404, 403, 403, 200, 403, 404]);
    const { data } = (await t.request({ url: '/api/v1/one_to_one_requests', credentials: otherStudentSession })).json();
    expect(data.map((request: { id: string }) => request.id)).not.toContain(requestId);
  });
});

describe('another centre and another tenant', () => {
  it("keeps Apeldoorn's staff away from Zwolle's requests and matches", async () => {
    const found = await statuses(apeldoornStaff, 'apeldoorn.localhost');
    // list (their centre: none of Zwolle's), create (staff are no students), patch, suggestions: 404; mentors: theirs; matches: theirs; match: 422 (request not theirs); end: 404.
    expect(found).toEqual([200, 403, 404, 404, 200, 200, 422, 404]);
    const { data } = (await t.request({ url: '/api/v1/one_to_one_requests', credentials: apeldoornStaff, host: 'apeldoorn.localhost' })).json();
    expect(data).toEqual([]);
    expect(apeldoorn).not.toBe(zwolle);
  });

  it('finds nothing of the public tenant from oldebroek', async () => {
    const admin = await t.signIn('admin@oldebroek.example', { host: 'oldebroek.localhost' });
    const found = await statuses(admin, 'oldebroek.localhost');
    expect(found).toEqual([200, 403, 404, 404, 200, 200, 422, 404]);
  });
});

describe('bad input', () => {
  const post = (credentials: Credentials, attributes: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/v1/one_to_one_requests', credentials, body: requestDoc(attributes) });
  const pointers = (response: { json(): { errors: { source?: { pointer: string } }[] } }) => response.json().errors.map((error) => error.source?.pointer);

  it('names each bad field of a request in the reader\'s language', async () => {
    const fresh = await t.signIn((await newStudent(t, zwolle)).email);
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/one_to_one_requests',
      credentials: fresh,
      headers: { 'accept-language': 'en' },
      body: requestDoc({ topic: 'x'.repeat(121), availability: ['someday'], category_ids: ['not-a-uuid'], unknown: 1 }),
    });
    expect(response.statusCode).toBe(422);
    expect(pointers(response).sort()).toEqual(['/data/attributes/availability', '/data/attributes/category_ids', '/data/attributes/topic', '/data/attributes/unknown'].sort());
    expect(response.json().errors[0].detail).toMatch(/[a-z]/);
    const noSlots = await post(fresh, { topic: 'Hulp', availability: [] });
    expect([noSlots.statusCode, pointers(noSlots)]).toEqual([422, ['/data/attributes/availability']]);
    const place = await post(fresh, { topic: 'Hulp', availability: ['mon_morning'], place: 'Nergenshuizen' });
    expect([place.statusCode, place.json().errors[0].meta.reason]).toEqual([422, 'unknown_place']);
    expect(pointers(place)).toEqual(['/data/attributes/place']);
    const category = await post(fresh, { topic: 'Hulp', availability: ['mon_morning'], category_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect([category.statusCode, pointers(category)]).toEqual([422, ['/data/attributes/category_ids']]);
  });

  it('refuses a second open request with a reason', async () => {
    const second = await post(studentSession, { topic: 'Nog iets', availability: ['fri_morning'] });
    expect([second.statusCode, second.json().errors[0].meta.reason]).toEqual([409, 'open_request_exists']);
  });

  it('refuses a match with someone who is no mentor, or of a request that is no longer open', async () => {
    const noMentor = await t.request({ method: 'POST', url: '/api/v1/one_to_one_matches', credentials: centrum, body: matchDoc({ request_id: requestId, mentor_id: student.id }) });
    expect([noMentor.statusCode, pointers(noMentor)]).toEqual([422, ['/data/attributes/mentor_id']]);
    const taken = await t.request({ method: 'POST', url: '/api/v1/one_to_one_matches', credentials: centrum, body: matchDoc({ request_id: (await t.database.db.select().from(oneToOneMatches).where(eq(oneToOneMatches.id, matchId)))[0]!.requestId, mentor_id: mentor.id }) });
    expect([taken.statusCode, taken.json().errors[0].meta.reason]).toEqual([409, 'not_open']);
    const missing = await t.request({ method: 'POST', url: '/api/v1/one_to_one_matches', credentials: centrum, body: matchDoc({ request_id: 'x' }) });
    expect(missing.statusCode).toBe(422);
  });

  it('needs a reason to end a match, and ends it once', async () => {
    const empty = await t.request({ method: 'POST', url: `/api/v1/one_to_one_matches/${matchId}/end`, credentials: centrum, body: matchDoc({ reason: ' ' }) });
    expect([empty.statusCode, pointers(empty)]).toEqual([422, ['/data/attributes/reason']]);
    const ended = await t.request({ method: 'POST', url: `/api/v1/one_to_one_matches/${matchId}/end`, credentials: centrum, body: matchDoc({ reason: 'Doel bereikt' }) });
    expect(ended.statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: `/api/v1/one_to_one_matches/${matchId}/end`, credentials: mentorSession, body: matchDoc({ reason: 'Nogmaals' }) });
    expect([again.statusCode, again.json().errors[0].meta.reason]).toEqual([409, 'ended']);
  });

  it('refuses a bad filter with a 400 and finds nothing at a bad id', async () => {
    expect((await t.request({ url: '/api/v1/one_to_one_requests?filter[status]=gone', credentials: centrum })).statusCode).toBe(400);
    expect((await t.request({ url: '/api/v1/one_to_one_requests/not-an-id/suggestions', credentials: centrum })).statusCode).toBe(404);
  });

  it('keeps a staff member from changing a request\'s words, but lets them close it', async () => {
    const words = await t.request({ method: 'PATCH', url: `/api/v1/one_to_one_requests/${requestId}`, credentials: centrum, body: requestDoc({ topic: 'Door staf' }) });
    expect(words.statusCode).toBe(403);
    const closed = await t.request({ method: 'PATCH', url: `/api/v1/one_to_one_requests/${requestId}`, credentials: centrum, body: requestDoc({ status: 'closed' }) });
    expect([closed.statusCode, closed.json().data.attributes.status]).toEqual([200, 'closed']);
    const edit = await t.request({ method: 'PATCH', url: `/api/v1/one_to_one_requests/${requestId}`, credentials: studentSession, body: requestDoc({ topic: 'Te laat' }) });
    expect([edit.statusCode, edit.json().errors[0].meta.reason]).toEqual([409, 'not_open']);
  });
});
