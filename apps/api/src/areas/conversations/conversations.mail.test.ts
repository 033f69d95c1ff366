import { and, eq, isNull, sql } from 'drizzle-orm';
import { conversationMessages, jobs, organizationMembers, users } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, organizationRow, userRowByEmail, vacancyRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { send, started } from './conversations.fixtures';
import { NEW_MESSAGE_MAIL_DELAY_MS, NEW_MESSAGE_MAIL_JOB } from './conversations.mails';

// The delayed mail of new messages (docs/decisions.md, "Conversations"): a
// recipient who leaves messages unread for five minutes gets one mail per
// conversation, through the job queue, unless they chose "in the app only".

let t: TestApp;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let eva: string;
let voedselbank: string;
let chauffeur: string;

/** Moves time past the mail delay: every message and every pending mail job that much into the past, as the job tests move rows. */
async function letMailDelayPass(): Promise<void> {
  const seconds = NEW_MESSAGE_MAIL_DELAY_MS / 1000 + 1;
  await t.database.db.update(conversationMessages).set({ createdAt: sql`${conversationMessages.createdAt} - make_interval(secs => ${seconds})` });
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(jobs.name, NEW_MESSAGE_MAIL_JOB), isNull(jobs.completedAt)));
}

const mailsTo = async (address: string) => (await t.mails()).filter((mail) => mail.to === address);
const pendingMailJobs = () =>
  t.database.db.select().from(jobs).where(and(eq(jobs.name, NEW_MESSAGE_MAIL_JOB), isNull(jobs.completedAt)));

let evaApplication: string;

/** A new conversation of the food bank with Eva about her application, its first message unread by her. */
const conversationWithEva = (subject: string) =>
  started(t, organisatie, { subject, body: 'Eerste bericht', recipient_type: 'user', application_id: evaApplication });

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, vrijwilliger] = await Promise.all([t.signIn('organisatie@public.example'), t.signIn('vrijwilliger@public.example')]);
  eva = (await userRowByEmail(t, 'public', 'vrijwilliger@public.example')).id;
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  chauffeur = (await vacancyRow(t, voedselbank, 'Chauffeur voor het ophalen van voedsel')).id;
  const applied = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    credentials: vrijwilliger,
    body: { data: { type: 'applications', attributes: { vacancy_id: chauffeur } } },
  });
  evaApplication = applied.json().data.id;
  await t.mails();
}, 90_000);

afterAll(() => t.close());

describe('mail of unread messages', () => {
  it('sends one mail for three quick messages, after the delay, linking to the public site for a volunteer', async () => {
    const before = (await mailsTo('vrijwilliger@public.example')).length;
    const id = await conversationWithEva('Drie berichten');
    await send(t, organisatie, id, { body: 'Tweede bericht' });
    await send(t, organisatie, id, { body: 'Derde bericht' });
    expect(await pendingMailJobs()).toHaveLength(1);
    // Not before the delay.
    expect((await mailsTo('vrijwilliger@public.example')).length).toBe(before);

    await letMailDelayPass();
    const mails = (await mailsTo('vrijwilliger@public.example')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 nieuwe berichten in "Drie berichten"');
    expect(mails[0]!.text).toContain('Beste Eva,');
    expect(mails[0]!.text).toContain('Carla Meijer (Voedselbank Zwolle) schreef in de conversatie "Drie berichten"');
    expect(mails[0]!.text).toContain(`http://localhost:3000/conversations/${id}`);
    expect(mails[0]!.text).toContain('http://localhost:3000/profile-edit/settings');
    expect(mails[0]!.text).not.toContain('Derde bericht');

    // More while the first mail is unread: no second mail until she has read it.
    await send(t, organisatie, id, { body: 'Vierde bericht' });
    await letMailDelayPass();
    expect((await mailsTo('vrijwilliger@public.example')).slice(before)).toHaveLength(1);

    // Read, then a new one: a new mail after the delay.
    await t.request({ method: 'PUT', url: `/api/v1/conversations/${id}/read`, credentials: vrijwilliger });
    await send(t, organisatie, id, { body: 'Vijfde bericht' });
    await letMailDelayPass();
    const later = (await mailsTo('vrijwilliger@public.example')).slice(before);
    expect(later.map((mail) => mail.subject)).toEqual(['3 nieuwe berichten in "Drie berichten"', '1 nieuw bericht in "Drie berichten"']);
  });

  it('sends none when the message is read in time', async () => {
    const before = (await mailsTo('vrijwilliger@public.example')).length;
    const id = await conversationWithEva('Snel gelezen');
    await t.request({ method: 'PUT', url: `/api/v1/conversations/${id}/read`, credentials: vrijwilliger });
    await letMailDelayPass();
    expect((await mailsTo('vrijwilliger@public.example')).length).toBe(before);
    expect(await pendingMailJobs()).toEqual([]);
  });

  it('waits for the newest stretch when the first message was read but a newer one was not', async () => {
    const before = (await mailsTo('vrijwilliger@public.example')).length;
    const id = await conversationWithEva('Half gelezen');
    await send(t, organisatie, id, { body: 'Nog een' });
    const [first] = await t.database.db.select().from(conversationMessages).where(and(eq(conversationMessages.conversationId, id), eq(conversationMessages.number, 1)));
    await t.request({
      method: 'PUT',
      url: `/api/v1/conversations/${id}/read`,
      credentials: vrijwilliger,
      body: { data: { type: 'conversation_reads', attributes: { message_id: first!.id } } },
    });
    // The job of the first stretch comes due; the second message is still new.
    await t.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(and(eq(jobs.name, NEW_MESSAGE_MAIL_JOB), isNull(jobs.completedAt)));
    await t.drainJobs();
    expect((await mailsTo('vrijwilliger@public.example')).length).toBe(before);
    const [waiting] = await pendingMailJobs();
    expect(waiting!.payload).toMatchObject({ conversationId: id, userId: eva, stretch: 2 });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    await letMailDelayPass();
    const mails = (await mailsTo('vrijwilliger@public.example')).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 nieuw bericht in "Half gelezen"']);
  });

  it('sends none to someone who chose "in the app only", who still gets the notification', async () => {
    const chosen = await t.request({
      method: 'PATCH',
      url: '/api/v1/notification_preferences',
      credentials: vrijwilliger,
      body: { data: { type: 'notification_preferences', attributes: { email_kinds: ['application_accepted'] } } },
    });
    expect(chosen.statusCode).toBe(200);
    try {
      const before = (await mailsTo('vrijwilliger@public.example')).length;
      const id = await conversationWithEva('Alleen in de app');
      await letMailDelayPass();
      expect((await mailsTo('vrijwilliger@public.example')).length).toBe(before);
      const notifications = await t.request({ url: '/api/v1/notifications?filter[unread]=true', credentials: vrijwilliger });
      expect(notifications.json().data.some((n: { attributes: { subject_id: string } }) => n.attributes.subject_id === id)).toBe(true);
    } finally {
      await t.request({
        method: 'PATCH',
        url: '/api/v1/notification_preferences',
        credentials: vrijwilliger,
        body: { data: { type: 'notification_preferences', attributes: { email_kinds: ['new_message', 'application_accepted'] } } },
      });
    }
  });

  it("mails an organisation's members in their language with a portal link, but not one who left it", async () => {
    const zwolle = await centerIdOf(t, 'public', 'zwolle');
    const english = await createAccount(t, { volunteerCenterId: zwolle, email: 'engels@voedselbank.example', firstName: 'Emma', lastName: 'Brown' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const leaving = await createAccount(t, { volunteerCenterId: zwolle, email: 'vertrekt@voedselbank.example' });
    for (const member of [english, leaving]) {
      await t.database.db.insert(organizationMembers).values({ tenantId: 'public', organizationId: voedselbank, userId: member.id, role: 'member' });
    }
    const before = (await t.mails()).length;
    const id = await started(t, vrijwilliger, { subject: 'Meerijden', body: 'Mag ik meerijden?', recipient_type: 'organization', vacancy_id: chauffeur });
    await send(t, vrijwilliger, id, { body: 'Graag op vrijdag.' });
    await t.database.db.delete(organizationMembers).where(eq(organizationMembers.userId, leaving.id));
    await letMailDelayPass();
    const mails = (await t.mails()).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['engels@voedselbank.example', 'organisatie@public.example']);
    const toEmma = mails.find((mail) => mail.to === 'engels@voedselbank.example')!;
    expect(toEmma.subject).toBe('2 new messages in "Meerijden"');
    expect(toEmma.text).toContain('Dear Emma,');
    expect(toEmma.text).toContain(`http://portal.localhost:3000/conversations/${id}`);
  });
});
