import { and, eq } from 'drizzle-orm';
import {
  applications,
  conversationMessages,
  conversationParticipants,
  conversations,
} from '../../schema';
import { centerIdOf, organizationRow, vacancyRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { answerReply, poolVolunteer, sendReply } from '../../testing/profile-replies';

// POST/GET/PATCH /volunteer_profile_replies: an organisation replies to a profile in the pool, the
// volunteer reads it (in the app and by mail), accepts or declines, and each side sees the state
// (docs/api.md, "Replies to volunteer profiles").

let t: TestApp;
let organisatie: Credentials;
let centrum: Credentials;
let zwolle: string;
let voedselbank: string;
let chauffeur: string;

type Attributes = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function read(
  credentials: Credentials,
  url: string,
  headers?: Record<string, string>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ data: any; meta: Attributes }> {
  const response = await t.request({ url, credentials, headers });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([
    200,
    '',
  ]);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, centrum] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('centrum@public.example'),
  ]);
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  chauffeur = (await vacancyRow(t, voedselbank, 'Chauffeur voor het ophalen van voedsel')).id;
}, 90_000);

afterAll(() => t.close());

describe('a reply about a vacancy, accepted', () => {
  let anna: Awaited<ReturnType<typeof poolVolunteer>>;
  let annaSession: Credentials;
  let replyId: string;

  beforeAll(async () => {
    anna = await poolVolunteer(t, zwolle, 'Anna');
    annaSession = await t.signIn(anna.email);
  });

  it('sends the reply for the organisation, naming the vacancy, the volunteer by first name only', async () => {
    const response = await sendReply(t, organisatie, {
      volunteer_profile_id: anna.profileId,
      organization_id: voedselbank,
      vacancy_id: chauffeur,
      body: '  Wil je bij ons chauffeur worden?  ',
    });
    expect([response.statusCode, response.body.slice(0, 300)]).toEqual([201, expect.any(String)]);
    const { data } = response.json();
    replyId = data.id;
    expect(data.type).toBe('volunteer_profile_replies');
    expect(data.attributes).toEqual({
      volunteer_profile_id: anna.profileId,
      organization_id: voedselbank,
      organization_name: 'Voedselbank Zwolle',
      body: 'Wil je bij ons chauffeur worden?',
      status: 'sent',
      vacancy_id: chauffeur,
      vacancy_title: 'Chauffeur voor het ophalen van voedsel',
      sender_id: expect.any(String),
      sender_name: 'Carla Meijer',
      volunteer_id: anna.userId,
      volunteer_first_name: 'Anna',
      conversation_id: null,
      application_id: null,
      stop_reason: null,
      answered_at: null,
      created_at: expect.any(String),
    });
  });

  it("tells the volunteer in the app and by mail, with a link to the centre's own site", async () => {
    const notifications = await read(annaSession, '/api/v1/notifications');
    expect(notifications.data.map((n: Attributes) => n.attributes)).toEqual([
      expect.objectContaining({
        kind: 'profile_reply_received',
        subject_type: 'volunteer_profile_replies',
        subject_id: replyId,
        data: {
          organization: 'Voedselbank Zwolle',
          vacancy: 'Chauffeur voor het ophalen van voedsel',
        },
        link_app: 'public_site',
        link_path: '/profile-replies',
      }),
    ]);
    const mails = (await t.mails()).filter((mail) => mail.to === anna.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Voedselbank Zwolle wil graag met je in contact komen');
    expect(mails[0]!.text).toContain('Wil je bij ons chauffeur worden?');
    expect(mails[0]!.text).toContain('Chauffeur voor het ophalen van voedsel');
    expect(mails[0]!.text).toMatch(/http:\/\/localhost(:\d+)?\/profile-replies/);
  });

  it('lists the reply for the volunteer, the organisation and staff, newest first with meta.total', async () => {
    const mine = await read(annaSession, '/api/v1/volunteer_profile_replies');
    expect(mine.data.map((r: Attributes) => r.id)).toEqual([replyId]);
    expect(mine.meta.total).toBe(1);
    const sparse = await t.request({
      url: '/api/v1/volunteer_profile_replies?page[size]=1&fields[volunteer_profile_replies]=status',
      credentials: annaSession,
    });
    expect(sparse.json()).toMatchObject({
      data: [{ id: replyId, attributes: { status: 'sent' } }],
      links: { next: null, last: expect.stringContaining('page%5Bsize%5D=1') },
      meta: { total: 1, page_number: 1, page_size: 1, page_count: 1 },
    });
    expect(Object.keys(sparse.json().data[0].attributes)).toEqual(['status']);
    const sent = await read(organisatie, '/api/v1/volunteer_profile_replies', {
      'current-organization-id': voedselbank,
    });
    expect(sent.data.map((r: Attributes) => r.id)).toContain(replyId);
    const staff = await read(
      centrum,
      `/api/v1/volunteer_profile_replies?filter[organization_id]=${voedselbank}&filter[status]=sent`,
    );
    expect(staff.data.map((r: Attributes) => r.id)).toContain(replyId);
    expect(
      (await read(centrum, '/api/v1/volunteer_profile_replies?filter[status]=declined')).data.map(
        (r: Attributes) => r.id,
      ),
    ).not.toContain(replyId);
    expect(
      (await read(annaSession, `/api/v1/volunteer_profile_replies/${replyId}`)).data.attributes
        .status,
    ).toBe('sent');
  });

  it("narrows to the replies to the reader's own profile with filter[received]=true", async () => {
    const received = (credentials: Credentials, headers?: Record<string, string>) =>
      read(credentials, '/api/v1/volunteer_profile_replies?filter[received]=true', headers);
    expect((await received(annaSession)).data.map((r: Attributes) => r.id)).toEqual([replyId]);
    // The organisation's member sent it: theirs to read, but not a reply to them.
    const sender = await received(organisatie, { 'current-organization-id': voedselbank });
    expect(sender.data.map((r: Attributes) => r.id)).not.toContain(replyId);
    expect(sender.meta.total).toBe(sender.data.length);
    const refused = await t.request({
      url: '/api/v1/volunteer_profile_replies?filter[received]=yes',
      credentials: annaSession,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('accepts once: a conversation opened by the reply and an application to the vacancy, linked to the reply', async () => {
    const response = await answerReply(t, annaSession, replyId, 'accepted');
    expect([response.statusCode, response.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
    const attributes = response.json().data.attributes;
    expect(attributes).toMatchObject({
      status: 'accepted',
      answered_at: expect.any(String),
      conversation_id: expect.any(String),
      application_id: expect.any(String),
    });

    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, attributes.application_id));
    expect(application).toMatchObject({
      vacancyId: chauffeur,
      userId: anna.userId,
      email: anna.email,
      status: 'pending',
    });
    const [conversation] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, attributes.conversation_id));
    expect(conversation).toMatchObject({
      applicationId: application!.id,
      vacancyId: chauffeur,
      subject: 'Chauffeur voor het ophalen van voedsel',
      messageCount: 1,
    });
    const participants = await t.database.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversation!.id));
    expect(participants.map((p) => [p.organizationId, p.userId])).toEqual(
      expect.arrayContaining([
        [voedselbank, null],
        [null, anna.userId],
      ]),
    );
    const messages = await t.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversation!.id));
    expect(messages.map((m) => m.body)).toEqual(['Wil je bij ons chauffeur worden?']);

    // The volunteer reads it as theirs, nothing unread: they just answered it.
    const seen = await read(annaSession, `/api/v1/conversations/${conversation!.id}`);
    expect(seen.data.attributes).toMatchObject({
      unread_count: 0,
      application_id: application!.id,
    });

    const again = await answerReply(t, annaSession, replyId, 'declined');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/status' },
      meta: { reason: 'already_answered' },
    });
    const count = await t.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.applicationId, application!.id)));
    expect(count).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(applications)
        .where(and(eq(applications.vacancyId, chauffeur), eq(applications.userId, anna.userId))),
    ).toHaveLength(1);
  });

  it("tells the organisation's sender in the app and by mail, linking the conversation in the portal", async () => {
    const notifications = await read(organisatie, '/api/v1/notifications');
    const told = notifications.data.find(
      (n: Attributes) => n.attributes.kind === 'profile_reply_accepted',
    );
    expect(told.attributes).toMatchObject({
      subject_id: replyId,
      data: { volunteer: 'Anna' },
      link_app: 'portal',
      link_path: expect.stringMatching(/^\/conversations\//),
    });
    const mail = (await t.mails()).find(
      (m) =>
        m.to === 'organisatie@public.example' && m.subject === 'Anna heeft je reactie aangenomen',
    );
    expect(mail?.text).toMatch(/http:\/\/portal\.localhost(:\d+)?\/conversations\//);
  });
});

describe('a reply without a vacancy, declined', () => {
  it('starts nothing and tells the organisation without a reason', async () => {
    const bert = await poolVolunteer(t, zwolle, 'Bert');
    const bertSession = await t.signIn(bert.email);
    const sent = await sendReply(t, organisatie, {
      volunteer_profile_id: bert.profileId,
      organization_id: voedselbank,
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const declined = await answerReply(t, bertSession, id, 'declined');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.attributes).toMatchObject({
      status: 'declined',
      conversation_id: null,
      application_id: null,
    });
    const mail = (await t.mails()).find((m) => m.subject === 'Bert gaat niet in op je reactie');
    expect(mail?.to).toBe('organisatie@public.example');
  });

  it("starts a conversation about nothing when accepted, with the organisation named in its subject, in the volunteer's language", async () => {
    const cees = await poolVolunteer(t, zwolle, 'Cees');
    const ceesSession = await t.signIn(cees.email);
    const id = (
      await sendReply(t, organisatie, {
        volunteer_profile_id: cees.profileId,
        organization_id: voedselbank,
      })
    ).json().data.id;
    const accepted = await t.request({
      method: 'PATCH',
      url: `/api/v1/volunteer_profile_replies/${id}`,
      credentials: ceesSession,
      headers: { 'accept-language': 'en' },
      body: { data: { type: 'volunteer_profile_replies', id, attributes: { status: 'accepted' } } },
    });
    expect(accepted.statusCode).toBe(200);
    const { conversation_id: conversationId, application_id: applicationId } =
      accepted.json().data.attributes;
    expect(applicationId).toBeNull();
    const [conversation] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(conversation).toMatchObject({
      subject: "Voedselbank Zwolle's reply to your profile",
      vacancyId: null,
      applicationId: null,
    });
  });
});
