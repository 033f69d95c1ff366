import { and, eq } from 'drizzle-orm';
import { auditEvents, jobs, organizationMembers } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { minimalPdf } from '../../testing/documents';
import { centerIdOf, organizationRow, userRowByEmail, vacancyRow } from '../../testing/fixtures';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { send, start, started } from './conversations.fixtures';

// GET/POST /conversations, GET /conversations/{id}, GET/POST /conversations/{id}/messages,
// PUT /conversations/{id}/read: the ways in, as each side uses them (docs/api.md, "Conversations").

let t: TestApp;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let centrum: Credentials;
let voedselbank: string;
let chauffeur: string;
let uitgifte: string;
let applicationId: string;
let eva: string;
let zwolle: string;

type Attributes = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function read(credentials: Credentials, url: string): Promise<{ data: any; meta: Attributes }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await t.request({ url, credentials });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, vrijwilliger, centrum] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('vrijwilliger@public.example'),
    t.signIn('centrum@public.example'),
  ]);
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  chauffeur = (await vacancyRow(t, voedselbank, 'Chauffeur voor het ophalen van voedsel')).id;
  uitgifte = (await vacancyRow(t, voedselbank, 'Uitgifte-medewerker op dinsdagmiddag')).id;
  eva = (await userRowByEmail(t, 'public', 'vrijwilliger@public.example')).id;
  const applied = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    credentials: vrijwilliger,
    body: { data: { type: 'applications', attributes: { vacancy_id: chauffeur, message: 'Ik rijd graag.' } } },
  });
  expect(applied.statusCode).toBe(201);
  applicationId = applied.json().data.id;
}, 90_000);

afterAll(() => t.close());

describe('an organisation and an applicant', () => {
  let conversationId: string;

  it('starts from the application: the organisation writes, both sides named, nothing unread for the writer', async () => {
    const response = await start(t, organisatie, {
      subject: 'Je aanmelding als chauffeur',
      body: 'Hoi Eva, kun je vrijdag een proefrit maken?',
      recipient_type: 'user',
      application_id: applicationId,
    });
    expect([response.statusCode, response.body.slice(0, 300)]).toEqual([201, expect.any(String)]);
    const { data } = response.json();
    conversationId = data.id;
    expect(data.type).toBe('conversations');
    expect(data.attributes).toMatchObject({
      subject: 'Je aanmelding als chauffeur',
      about_type: 'application',
      application_id: applicationId,
      vacancy_id: chauffeur,
      about_title: 'Chauffeur voor het ophalen van voedsel',
      message_count: 1,
      unread_count: 0,
      last_message: { number: 1, preview: 'Hoi Eva, kun je vrijdag een proefrit maken?', sender_name: 'Carla Meijer' },
    });
    expect(data.attributes.participants).toEqual([
      expect.objectContaining({ type: 'organization', party_id: voedselbank, name: 'Voedselbank Zwolle', is_yours: true }),
      expect.objectContaining({ type: 'user', party_id: eva, name: 'Eva Bakker', is_yours: false }),
    ]);
  });

  it('shows the applicant one unread message, reads it and answers', async () => {
    const list = await read(vrijwilliger, '/api/v1/conversations');
    const mine = list.data.find((conversation: Attributes) => conversation.id === conversationId);
    expect(mine.attributes).toMatchObject({ unread_count: 1 });
    expect(mine.attributes.participants.map((p: Attributes) => [p.type, p.is_yours])).toEqual([
      ['organization', false],
      ['user', true],
    ]);
    expect(list.meta.unread_count).toBeGreaterThanOrEqual(1);

    const messages = await read(vrijwilliger, `/api/v1/conversations/${conversationId}/messages`);
    expect(messages.data).toHaveLength(1);
    expect(messages.data[0].attributes).toMatchObject({
      number: 1,
      body: 'Hoi Eva, kun je vrijdag een proefrit maken?',
      sender_name: 'Carla Meijer',
      participant_id: mine.attributes.participants[0].id,
      attachments: [],
    });
    expect(messages.meta).toMatchObject({ message_count: 1, last_read_number: 0, has_older: false });

    const answered = await send(t, vrijwilliger, conversationId, { body: 'Ja, vrijdag kan ik om tien uur.' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().data.attributes).toMatchObject({ number: 2, sender_name: 'Eva Bakker', body: 'Ja, vrijdag kan ik om tien uur.' });
    // Answering means having read what came before.
    const after = await read(vrijwilliger, `/api/v1/conversations/${conversationId}`);
    expect(after.data.attributes).toMatchObject({ unread_count: 0, message_count: 2, last_read_number: 2 });
  });

  it('puts the answered conversation first for the organisation, unread until it marks it read', async () => {
    const list = await read(organisatie, '/api/v1/conversations');
    expect(list.data[0].id).toBe(conversationId);
    expect(list.data[0].attributes).toMatchObject({
      unread_count: 1,
      last_message: { number: 2, preview: 'Ja, vrijdag kan ik om tien uur.', sender_name: 'Eva Bakker' },
    });
    const marked = await t.request({ method: 'PUT', url: `/api/v1/conversations/${conversationId}/read`, credentials: organisatie });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.attributes).toMatchObject({ unread_count: 0, last_read_number: 2 });
  });

  it('tells the other side in the app: one unread new_message notification per conversation, read with it', async () => {
    await send(t, organisatie, conversationId, { body: 'Top, tot vrijdag!' });
    await send(t, organisatie, conversationId, { body: 'Neem je rijbewijs mee.' });
    const notifications = await read(vrijwilliger, '/api/v1/notifications?filter[unread]=true');
    const about = notifications.data.filter((n: Attributes) => n.attributes.subject_id === conversationId);
    expect(about).toHaveLength(1);
    expect(about[0].attributes).toMatchObject({
      kind: 'new_message',
      subject_type: 'conversations',
      data: { subject: 'Je aanmelding als chauffeur', sender: 'Carla Meijer (Voedselbank Zwolle)' },
      link_app: 'public_site',
      link_path: `/conversations/${conversationId}`,
      url: `http://localhost:3000/conversations/${conversationId}`,
    });
    await t.request({ method: 'PUT', url: `/api/v1/conversations/${conversationId}/read`, credentials: vrijwilliger });
    const after = await read(vrijwilliger, '/api/v1/notifications?filter[unread]=true');
    expect(after.data.filter((n: Attributes) => n.attributes.subject_id === conversationId)).toEqual([]);
  });

  it('reads up to one message only when told so, never back', async () => {
    const messages = await read(organisatie, `/api/v1/conversations/${conversationId}/messages`);
    const second = messages.data.find((m: Attributes) => m.attributes.number === 2);
    await send(t, vrijwilliger, conversationId, { body: 'Goed!' });
    const partly = await t.request({
      method: 'PUT',
      url: `/api/v1/conversations/${conversationId}/read`,
      credentials: organisatie,
      body: { data: { type: 'conversation_reads', attributes: { message_id: second.id } } },
    });
    // The organisation had read (and written) up to 4 already: reading up to 2 changes nothing.
    expect(partly.json().data.attributes).toMatchObject({ last_read_number: 4, unread_count: 1 });
  });

  it('lets a colleague take over, until they leave the organisation', async () => {
    const colleague = await createAccount(t, { volunteerCenterId: zwolle, email: 'collega@voedselbank.example', firstName: 'Rik', lastName: 'Smit' });
    await t.database.db.insert(organizationMembers).values({ tenantId: 'public', organizationId: voedselbank, userId: colleague.id, role: 'member' });
    const session = await t.signIn('collega@voedselbank.example');
    const seen = await read(session, `/api/v1/conversations/${conversationId}`);
    expect(seen.data.attributes.participants[0]).toMatchObject({ type: 'organization', is_yours: true });
    const reply = await send(t, session, conversationId, { body: 'Ik neem het over van Carla.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.attributes.participant_id).toBe(seen.data.attributes.participants[0].id);

    await t.database.db
      .delete(organizationMembers)
      .where(and(eq(organizationMembers.userId, colleague.id), eq(organizationMembers.organizationId, voedselbank)));
    expect((await t.request({ url: `/api/v1/conversations/${conversationId}`, credentials: session })).statusCode).toBe(404);
    expect((await send(t, session, conversationId, { body: 'Nog één ding' })).statusCode).toBe(404);
    expect((await read(session, '/api/v1/conversations')).data.map((c: Attributes) => c.id)).not.toContain(conversationId);
  });

  it('audits who started which conversation with whom, not the words', async () => {
    const [event] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, conversationId));
    expect(event).toMatchObject({ action: 'conversation.started', subjectType: 'conversations', volunteerCenterId: zwolle });
    expect(event!.data).toEqual({
      participants: [
        { type: 'organization', id: voedselbank },
        { type: 'user', id: eva },
      ],
      about: { type: 'application', id: applicationId },
    });
    expect(JSON.stringify(event)).not.toContain('proefrit');
  });
});

describe('the other ways to start one', () => {
  it('lets a volunteer ask an organisation about a published vacancy', async () => {
    const response = await start(t, vrijwilliger, {
      subject: 'Dinsdagmiddag',
      body: 'Kan ik ook om de week?',
      recipient_type: 'organization',
      vacancy_id: uitgifte,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ about_type: 'vacancy', vacancy_id: uitgifte, about_title: 'Uitgifte-medewerker op dinsdagmiddag' });
    expect(response.json().data.attributes.participants.map((p: Attributes) => [p.type, p.party_id])).toEqual([
      ['user', eva],
      ['organization', voedselbank],
    ]);
    const list = await read(organisatie, '/api/v1/conversations?filter[unread]=true');
    expect(list.data.map((c: Attributes) => c.id)).toContain(response.json().data.id);
  });

  it('lets an organisation write to its centre, whose staff answer', async () => {
    const id = await started(t, organisatie, { subject: 'Vraag over de VOG', body: 'Hoe vragen we een VOG aan?', recipient_type: 'volunteer_center' }, { 'current-organization-id': voedselbank });
    const seen = await read(centrum, `/api/v1/conversations/${id}`);
    expect(seen.data.attributes.participants).toEqual([
      expect.objectContaining({ type: 'organization', name: 'Voedselbank Zwolle', is_yours: false }),
      expect.objectContaining({ type: 'volunteer_center', party_id: zwolle, is_yours: true }),
    ]);
    expect(seen.data.attributes.participants[1].name).toMatch(/Zwolle/);
    expect((await send(t, centrum, id, { body: 'Via Justis, wij vergoeden hem.' })).statusCode).toBe(201);
    // An admin is staff of every centre of the tenant on that centre's site.
    const admin = await t.signIn('admin@public.example');
    expect((await t.request({ url: `/api/v1/conversations/${id}`, credentials: admin })).statusCode).toBe(200);
  });

  it('lets staff start with an organisation and with any user of the centre', async () => {
    const withOrganization = await started(t, centrum, { subject: 'Jaargesprek', body: 'Zullen we een afspraak maken?', recipient_type: 'organization', recipient_id: voedselbank });
    expect((await read(organisatie, `/api/v1/conversations/${withOrganization}`)).data.attributes.subject).toBe('Jaargesprek');
    const withUser = await started(t, centrum, { subject: 'Welkom', body: 'Fijn dat je je hebt aangemeld.', recipient_type: 'user', recipient_id: eva });
    const seen = await read(vrijwilliger, `/api/v1/conversations/${withUser}`);
    expect(seen.data.attributes.participants.map((p: Attributes) => [p.type, p.is_yours])).toEqual([
      ['volunteer_center', false],
      ['user', true],
    ]);
  });
});

describe('finding and paging', () => {
  it('searches subjects and message texts, filters by application and participant', async () => {
    const bySubject = await read(vrijwilliger, '/api/v1/conversations?filter[q]=chauffeur');
    expect(bySubject.data.map((c: Attributes) => c.attributes.subject)).toEqual(['Je aanmelding als chauffeur']);
    const byMessage = await read(vrijwilliger, '/api/v1/conversations?filter[q]=RIJBEWIJS');
    expect(byMessage.data.map((c: Attributes) => c.attributes.subject)).toEqual(['Je aanmelding als chauffeur']);
    expect((await read(vrijwilliger, '/api/v1/conversations?filter[q]=100%25')).data).toEqual([]);
    const byApplication = await read(organisatie, `/api/v1/conversations?filter[application_id]=${applicationId}`);
    expect(byApplication.data.map((c: Attributes) => c.attributes.subject)).toEqual(['Je aanmelding als chauffeur']);
    // A list of ids is any of them: a volunteer's applications page asks once for all its applications.
    const elsewhere = '00000000-0000-4000-8000-000000000000';
    const byApplications = await read(vrijwilliger, `/api/v1/conversations?filter[application_id]=${elsewhere},${applicationId.toUpperCase()}`);
    expect(byApplications.data.map((c: Attributes) => c.attributes.subject)).toEqual(['Je aanmelding als chauffeur']);
    // About a vacancy: asked about it directly, or through an application to it.
    const byVacancy = await read(vrijwilliger, `/api/v1/conversations?filter[vacancy_id]=${uitgifte}`);
    expect(byVacancy.data.map((c: Attributes) => c.attributes.subject)).toEqual(['Dinsdagmiddag']);
    const byVacancies = await read(vrijwilliger, `/api/v1/conversations?filter[vacancy_id]=${chauffeur},${uitgifte}`);
    expect(byVacancies.data.map((c: Attributes) => c.attributes.subject).sort()).toEqual(['Dinsdagmiddag', 'Je aanmelding als chauffeur']);
    expect((await read(organisatie, `/api/v1/conversations?filter[vacancy_id]=${elsewhere}`)).data).toEqual([]);
    const withEva = await read(centrum, `/api/v1/conversations?filter[participant_id]=${eva}`);
    expect(withEva.data.map((c: Attributes) => c.attributes.subject)).toEqual(['Welkom']);
    const paged = await read(vrijwilliger, '/api/v1/conversations?page[size]=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.total).toBeGreaterThanOrEqual(3);
  });

  it('pages messages with a cursor that new messages do not shift', async () => {
    const id = await started(t, organisatie, { subject: 'Veel berichten', body: 'Bericht 1', recipient_type: 'user', application_id: applicationId });
    for (let n = 2; n <= 7; n += 1) await send(t, n % 2 ? organisatie : vrijwilliger, id, { body: `Bericht ${n}` });
    const newest = await read(vrijwilliger, `/api/v1/conversations/${id}/messages?page[size]=3`);
    expect(newest.data.map((m: Attributes) => m.attributes.number)).toEqual([5, 6, 7]);
    expect(newest.meta.has_older).toBe(true);
    await send(t, organisatie, id, { body: 'Bericht 8' });
    const older = await read(vrijwilliger, `/api/v1/conversations/${id}/messages?page[size]=3&page[before]=5`);
    expect(older.data.map((m: Attributes) => m.attributes.body)).toEqual(['Bericht 2', 'Bericht 3', 'Bericht 4']);
    const oldest = await read(vrijwilliger, `/api/v1/conversations/${id}/messages?page[size]=3&page[before]=2`);
    expect(oldest.data.map((m: Attributes) => m.attributes.number)).toEqual([1]);
    expect(oldest.meta.has_older).toBe(false);
    const newer = await read(vrijwilliger, `/api/v1/conversations/${id}/messages?page[after]=6`);
    expect(newer.data.map((m: Attributes) => m.attributes.number)).toEqual([7, 8]);
  });
});

describe('attachments', () => {
  it('carries an image and a PDF its sender uploaded, each through a signed link only', async () => {
    const image = await postUpload(t, { purpose: 'attachment', data: await solidPng(800, 600), filename: 'route.png', credentials: vrijwilliger });
    expect(image.statusCode).toBe(201);
    const pdf = await postUpload(t, { purpose: 'attachment', data: minimalPdf(), filename: 'rijbewijs.pdf', contentType: 'application/pdf', credentials: vrijwilliger });
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.attributes).toMatchObject({ purpose: 'attachment', content_type: 'application/pdf' });
    // The uploader can open the file before sending it (a preview): its url is a signed link.
    expect((await t.request({ url: pdf.json().data.attributes.url })).statusCode).toBe(200);
    const id = await started(t, vrijwilliger, { subject: 'Mijn rijbewijs', body: '', attachment_ids: [image.json().data.id, pdf.json().data.id], recipient_type: 'organization', vacancy_id: chauffeur });

    const messages = await read(organisatie, `/api/v1/conversations/${id}/messages`);
    const [picture, document] = messages.data[0].attributes.attachments;
    expect(picture).toMatchObject({ name: 'route.png', content_type: 'image/webp', width: 800, height: 600 });
    expect(document).toMatchObject({ name: 'rijbewijs.pdf', content_type: 'application/pdf' });
    expect(picture.url).toMatch(/^\/uploads\/private\/public\/[0-9a-f-]{36}\.webp\?expires=\d+&signature=[0-9a-f]{64}$/);

    const file = await t.request({ url: picture.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    const pdfFile = await t.request({ url: document.url });
    expect([pdfFile.statusCode, pdfFile.headers['content-disposition']]).toEqual([200, 'attachment']);

    // No public address, no altered link, no expired link, no library entry.
    const name = picture.url.split('?')[0].split('/').pop();
    expect((await t.request({ url: `/uploads/public/${name}` })).statusCode).toBe(404);
    expect((await t.request({ url: picture.url.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === '0' ? '1' : '0'}`) })).statusCode).toBe(404);
    expect((await t.request({ url: picture.url.replace(/expires=\d+/, 'expires=1000') })).statusCode).toBe(404);
    expect((await t.request({ url: picture.url.split('?')[0] })).statusCode).toBe(404);
    const admin = await t.signIn('admin@public.example');
    const library = await read(admin, '/api/v1/uploads?page[size]=1000');
    expect(library.data.map((u: Attributes) => u.id)).not.toContain(image.json().data.id);
    expect((await t.request({ url: `/api/v1/uploads/${image.json().data.id}`, credentials: admin })).statusCode).toBe(404);
  });

  it('keeps attached files when unused uploads are cleaned up, and removes attachments never sent', async () => {
    const sent = await postUpload(t, { purpose: 'attachment', data: await solidPng(), credentials: vrijwilliger });
    const unsent = await postUpload(t, { purpose: 'attachment', data: await solidPng(), credentials: vrijwilliger });
    const id = await started(t, vrijwilliger, { subject: 'Foto', body: 'Zie bijlage', attachment_ids: [sent.json().data.id], recipient_type: 'organization', vacancy_id: chauffeur });
    const { uploads } = await import('../../schema');
    await t.database.db.update(uploads).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) });
    await t.database.db.insert(jobs).values({ name: 'uploads.cleanup', payload: {}, runAt: new Date() });
    await t.drainJobs();
    const remaining = (await t.database.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
    expect(remaining).toContain(sent.json().data.id);
    expect(remaining).not.toContain(unsent.json().data.id);
    const [message] = (await read(organisatie, `/api/v1/conversations/${id}/messages`)).data;
    expect((await t.request({ url: message.attributes.attachments[0].url })).statusCode).toBe(200);
  });
});
