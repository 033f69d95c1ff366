import { and, eq } from 'drizzle-orm';
import { auditEvents, conversationParticipants, notifications } from '../../schema';
import { centerIdOf } from '../../testing/fixtures';
import { ageGroupId, categoryId, matchDoc, newMentor, newStudent, requestDoc } from '../../testing/one-to-one';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

// One-to-one support end to end through the API (docs/api.md, "One-to-one support"):
// a student asks, staff see mentors and suggestions, match, and either side ends it.

let t: TestApp;
let centrum: Credentials;
let zwolle: string;
let sport: string;
let taal: string;

beforeAll(async () => {
  t = await createTestApp();
  centrum = await t.signIn('centrum@public.example');
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  sport = await categoryId(t, 'Sport');
  taal = await categoryId(t, 'Taal en integratie');
}, 90_000);

afterAll(() => t.close());

async function ok(credentials: Credentials, url: string, method: 'GET' | 'POST' | 'PATCH' = 'GET', body?: unknown, status = 200) {
  const response = await t.request({ method, url, credentials, body });
  expect([response.statusCode, response.statusCode === status ? '' : response.body]).toEqual([status, '']);
  return response.json();
}

describe('a student, a mentor and staff', () => {
  let student: { id: string; email: string; firstName: string | null };
  let studentSession: Credentials;
  let near: { id: string; email: string };
  let nearSession: Credentials;
  let far: { id: string };
  let requestId: string;
  let matchId: string;

  beforeAll(async () => {
    student = await newStudent(t, zwolle, { firstName: 'Sara' });
    studentSession = await t.signIn(student.email);
    near = await newMentor(t, zwolle, { availability: ['mon_evening', 'wed_evening'], categoryIds: [taal], firstName: 'Noor' });
    nearSession = await t.signIn(near.email);
    // Groningen: far from Zwolle, and not on the student's evenings.
    far = await newMentor(t, zwolle, { place: 'Groningen', latitude: '53.219065', longitude: '6.568008', availability: ['sat_morning'], firstName: 'Frits' });
    await newMentor(t, zwolle, { wantsOneToOne: false, firstName: 'Zonder' });
    await newMentor(t, zwolle, { roles: ['volunteer'], firstName: 'Geenrol' });
  });

  it('lets the student ask for a buddy, geocoding the place', async () => {
    const adult = await ageGroupId(t, 'Volwassenen');
    const { data } = await ok(studentSession, '/api/v1/one_to_one_requests', 'POST', requestDoc({
      topic: 'Nederlands oefenen',
      description: 'Ik wil beter leren praten.',
      category_ids: [taal],
      availability: ['mon_evening', 'wed_evening'],
      place: 'Zwolle',
      age_group_id: adult,
    }), 201);
    requestId = data.id;
    expect(data.attributes).toMatchObject({ topic: 'Nederlands oefenen', status: 'open', minor: false, place: 'Zwolle', student_first_name: 'Sara', student_email: null, match_id: null });
    const { data: own } = await ok(studentSession, '/api/v1/one_to_one_requests');
    expect(own.map((request: { id: string }) => request.id)).toEqual([requestId]);
  });

  it('lets the student change the open request', async () => {
    const { data } = await ok(studentSession, `/api/v1/one_to_one_requests/${requestId}`, 'PATCH', requestDoc({ description: 'Vooral spreken.' }, requestId));
    expect(data.attributes.description).toBe('Vooral spreken.');
  });

  it('shows staff the open requests with the student, and the mentors who want one-to-one work', async () => {
    const { data: open } = await ok(centrum, '/api/v1/one_to_one_requests?filter[status]=open');
    const mine = open.find((request: { id: string }) => request.id === requestId);
    expect(mine.attributes).toMatchObject({ student_last_name: 'Leerling', student_email: student.email });
    const { data: mentors } = await ok(centrum, '/api/v1/one_to_one_mentors');
    const names = mentors.map((mentor: { attributes: { first_name: string } }) => mentor.attributes.first_name);
    expect(names).toEqual(expect.arrayContaining(['Noor', 'Frits']));
    expect(names).not.toEqual(expect.arrayContaining(['Zonder']));
    expect(names).not.toEqual(expect.arrayContaining(['Geenrol']));
  });

  it('suggests the nearby mentor with shared evenings and interest first, with the reasons', async () => {
    const { data } = await ok(centrum, `/api/v1/one_to_one_requests/${requestId}/suggestions`);
    expect(data[0].id).toBe(near.id);
    const kinds = data[0].attributes.match.reasons.map((reason: { kind: string }) => reason.kind);
    expect(kinds).toEqual(['distance', 'availability', 'interest']);
    expect(data[0].attributes.match.reasons[1].values).toEqual(['mon_evening', 'wed_evening']);
    expect(data[0].attributes.match.score).toBe(100);
    const farOne = data.find((mentor: { id: string }) => mentor.id === far.id);
    expect(farOne.attributes.match).toEqual({ score: 0, reasons: [] });
    expect(farOne.attributes.distance_km).toBeGreaterThan(60);
  });

  it('matches them: the request is matched, both get a conversation and are told in the app and by mail', async () => {
    const { data } = await ok(centrum, '/api/v1/one_to_one_matches', 'POST', matchDoc({ request_id: requestId, mentor_id: near.id }), 201);
    matchId = data.id;
    expect(data.attributes).toMatchObject({ status: 'active', student_email: student.email, mentor_email: near.email, mentor_first_name: 'Noor' });
    const participants = await t.database.db.select().from(conversationParticipants).where(eq(conversationParticipants.conversationId, data.attributes.conversation_id));
    expect(participants.map((participant) => participant.userId).sort()).toEqual([near.id, student.id].sort());
    for (const session of [studentSession, nearSession]) {
      const { data: conversation } = await ok(session, `/api/v1/conversations/${data.attributes.conversation_id}`);
      expect(conversation.attributes.subject).toBe('Nederlands oefenen');
    }
    const told = await t.database.db.select().from(notifications).where(eq(notifications.subjectId, matchId));
    expect(told.map((notification) => [notification.userId, notification.kind]).sort()).toEqual(
      [[near.id, 'one_to_one_matched'], [student.id, 'one_to_one_matched']].sort(),
    );
    const mails = (await t.mails()).filter((mail) => mail.to === student.email || mail.to === near.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Je bent gekoppeld: Nederlands oefenen', 'Je bent gekoppeld: Nederlands oefenen']);
    expect(mails.find((mail) => mail.to === student.email)!.text).toContain('Noor');
    const { data: request } = await ok(studentSession, '/api/v1/one_to_one_requests');
    expect(request[0].attributes).toMatchObject({ status: 'matched', match_id: matchId });
    const [audited] = await ok(centrum, `/api/v1/audit_events?filter[subject_id]=${matchId}`).then((body) => body.data);
    expect(audited.attributes).toMatchObject({
      action: 'one_to_one_match.created',
      kind: 'one_to_one_match',
      subject_type: 'one_to_one_matches',
      volunteer_center_id: zwolle,
      data: { request_id: requestId, mentor_id: near.id, student_id: student.id },
    });
  });

  it('shows each side their own match: an adult student in full to the mentor, names but no e-mails', async () => {
    const { data: forMentor } = await ok(nearSession, '/api/v1/one_to_one_matches');
    expect(forMentor).toHaveLength(1);
    expect(forMentor[0].attributes).toMatchObject({ description: 'Vooral spreken.', place: 'Zwolle', student_first_name: 'Sara', student_last_name: null, student_email: null, mentor_email: null });
    const { data: forStudent } = await ok(studentSession, '/api/v1/one_to_one_matches');
    expect(forStudent[0].attributes).toMatchObject({ mentor_first_name: 'Noor', mentor_last_name: null, mentor_email: null });
    const { data: forStaff } = await ok(centrum, '/api/v1/one_to_one_matches?filter[status]=active');
    expect(forStaff.map((match: { id: string }) => match.id)).toContain(matchId);
  });

  it('counts the active match against the mentor', async () => {
    const { data } = await ok(centrum, '/api/v1/one_to_one_mentors');
    expect(data.find((mentor: { id: string }) => mentor.id === near.id).attributes.active_matches).toBe(1);
  });

  it('lets the mentor end it with a reason: the request closes and the student is told', async () => {
    const { data } = await ok(nearSession, `/api/v1/one_to_one_matches/${matchId}/end`, 'POST', matchDoc({ reason: 'Ik verhuis.' }));
    expect(data.attributes).toMatchObject({ status: 'ended', end_reason: 'Ik verhuis.' });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.subjectId, matchId));
    expect(told.filter((notification) => notification.kind === 'one_to_one_ended').map((notification) => notification.userId)).toEqual([student.id]);
    const { data: request } = await ok(studentSession, '/api/v1/one_to_one_requests');
    expect(request[0].attributes.status).toBe('closed');
    const ended = (await t.mails()).filter((mail) => mail.to === student.email && mail.subject.startsWith('Koppeling beëindigd'));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('Ik verhuis.');
    // Who ended it, not why: the reason is the mentor's words and stays on the match.
    const [audited] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.subjectId, matchId), eq(auditEvents.action, 'one_to_one_match.ended')));
    expect(audited).toMatchObject({ actorUserId: near.id, volunteerCenterId: zwolle, data: { request_id: request[0].id, mentor_id: near.id, student_id: student.id, by: 'mentor' } });
    expect(JSON.stringify(audited!.data)).not.toContain('verhuis');
  });

  it('lets the student ask again once the request is closed, and close it themself', async () => {
    const { data } = await ok(studentSession, '/api/v1/one_to_one_requests', 'POST', requestDoc({ topic: 'Sporten', availability: ['sat_morning'], category_ids: [sport] }), 201);
    const { data: closed } = await ok(studentSession, `/api/v1/one_to_one_requests/${data.id}`, 'PATCH', requestDoc({ status: 'closed' }, data.id));
    expect(closed.attributes.status).toBe('closed');
  });
});

describe("a minor's request", () => {
  it('shows the mentor only the first name, topic and availability; staff see everything', async () => {
    const student = await newStudent(t, zwolle, { firstName: 'Jip' });
    const session = await t.signIn(student.email);
    const mentor = await newMentor(t, zwolle, { firstName: 'Mia' });
    const mentorSession = await t.signIn(mentor.email);
    const { data: request } = await ok(session, '/api/v1/one_to_one_requests', 'POST', requestDoc({
      topic: 'Huiswerk wiskunde',
      description: 'Ik zit in de tweede klas.',
      availability: ['tue_afternoon'],
      place: 'Zwolle',
      age_group_id: await ageGroupId(t, 'Jongeren 12–17'),
    }), 201);
    expect(request.attributes.minor).toBe(true);
    await ok(centrum, '/api/v1/one_to_one_matches', 'POST', matchDoc({ request_id: request.id, mentor_id: mentor.id }), 201);
    const { data: [forMentor] } = await ok(mentorSession, '/api/v1/one_to_one_matches');
    expect(forMentor.attributes).toMatchObject({
      topic: 'Huiswerk wiskunde',
      availability: ['tue_afternoon'],
      student_first_name: 'Jip',
      description: null,
      place: null,
      age_group_id: null,
      student_last_name: null,
      student_email: null,
      minor: true,
    });
    const { data: all } = await ok(centrum, '/api/v1/one_to_one_matches');
    const forStaff = all.find((match: { attributes: { request_id: string } }) => match.attributes.request_id === request.id);
    expect(forStaff.attributes).toMatchObject({ description: 'Ik zit in de tweede klas.', place: 'Zwolle', student_email: student.email });
    await ok(centrum, `/api/v1/one_to_one_matches/${forStaff.id}/end`, 'POST', matchDoc({ reason: 'Het klikte niet.' }));
    const { data: events } = await ok(centrum, `/api/v1/audit_events?filter[subject_id]=${forStaff.id}`);
    expect(events.map((event: { attributes: { action: string; data: { by?: string } } }) => [event.attributes.action, event.attributes.data.by])).toEqual([
      ['one_to_one_match.ended', 'staff'],
      ['one_to_one_match.created', undefined],
    ]);
  });
});
