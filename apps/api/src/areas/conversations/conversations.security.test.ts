import { eq } from 'drizzle-orm';
import { conversationMessages, conversationReads, organizationMembers } from '../../schema';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, organizationRow, userRowByEmail, vacancyRow } from '../../testing/fixtures';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp, type TestRequest } from '../../testing/test-app';
import { conversationDoc, messageDoc, send, start, started } from './conversations.fixtures';

// Who may read and write which conversation (docs/permissions.md,
// "Conversations"): no session 401, a role that may never start that kind
// 403, anything out of sight (not a participant, another centre or tenant) 404,
// and nothing changes.

let t: TestApp;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let centrum: Credentials;
let admin: Credentials;
let zwolle: string;
let apeldoorn: string;
let voedselbank: string;
let chauffeur: string;
let eva: string;
let evaApplication: string;
/** Eva with the food bank: no centre takes part. */
let privateConversation: string;
/** The food bank with Zwolle's staff. */
let staffConversation: string;

/** The four calls on one conversation, each a write of something. */
const callsOn = (id: string): TestRequest[] => [
  { url: `/api/v1/conversations/${id}` },
  { url: `/api/v1/conversations/${id}/messages` },
  { method: 'POST', url: `/api/v1/conversations/${id}/messages`, body: messageDoc({ body: 'Ik lees mee' }) },
  { method: 'PUT', url: `/api/v1/conversations/${id}/read` },
];

const messageCount = async (id: string) =>
  (await t.database.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, id))).length;

async function expectRefused(credentials: Credentials | undefined, id: string, status: number, host?: string) {
  const before = await messageCount(id);
  for (const call of callsOn(id)) {
    const response = await t.request({ ...call, credentials, host });
    expect([call.method ?? 'GET', call.url, response.statusCode]).toEqual([call.method ?? 'GET', call.url, status]);
  }
  expect(await messageCount(id)).toBe(before);
}

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, vrijwilliger, centrum, admin] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('vrijwilliger@public.example'),
    t.signIn('centrum@public.example'),
    t.signIn('admin@public.example'),
  ]);
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  chauffeur = (await vacancyRow(t, voedselbank, 'Chauffeur voor het ophalen van voedsel')).id;
  eva = (await userRowByEmail(t, 'public', 'vrijwilliger@public.example')).id;
  const applied = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    credentials: vrijwilliger,
    body: { data: { type: 'applications', attributes: { vacancy_id: chauffeur } } },
  });
  evaApplication = applied.json().data.id;
  privateConversation = await started(t, vrijwilliger, { subject: 'Privé', body: 'Alleen voor de voedselbank', recipient_type: 'organization', vacancy_id: chauffeur });
  staffConversation = await started(t, organisatie, { subject: 'Aan de centrale', body: 'Vraag aan de staf', recipient_type: 'volunteer_center' });
}, 90_000);

afterAll(() => t.close());

describe('without a session', () => {
  it('answers 401 on every call and changes nothing', async () => {
    await expectRefused(undefined, privateConversation, 401);
    expect((await t.request({ url: '/api/v1/conversations' })).statusCode).toBe(401);
    expect((await start(t, undefined, { recipient_type: 'organization', vacancy_id: chauffeur })).statusCode).toBe(401);
    expect((await postUpload(t, { purpose: 'attachment', data: await solidPng() })).statusCode).toBe(401);
  });

  it('answers 401 for a session of another tenant presented with its X-Tenant', async () => {
    await expectRefused(vrijwilliger, privateConversation, 401, 'roermond.localhost');
  });
});

describe('someone who does not take part', () => {
  it('never reads or writes it: another volunteer, the centre’s staff, an admin, another organisation (404)', async () => {
    await createAccount(t, { volunteerCenterId: zwolle, email: 'andere@vrijwilliger.example' });
    const taalhuisManager = await createAccount(t, { volunteerCenterId: zwolle, email: 'beheer@taalhuis.example', roles: ['organization_superuser'] });
    await t.database.db
      .insert(organizationMembers)
      .values({ tenantId: 'public', organizationId: (await organizationRow(t, 'public', 'Taalhuis Zwolle')).id, userId: taalhuisManager.id, role: 'organization_superuser' });
    for (const credentials of [
      await t.signIn('andere@vrijwilliger.example'),
      centrum,
      admin,
      await t.signIn('beheer@taalhuis.example'),
    ]) {
      await expectRefused(credentials, privateConversation, 404);
      const list = await t.request({ url: '/api/v1/conversations?page[size]=1000', credentials });
      expect(list.json().data.map((c: { id: string }) => c.id)).not.toContain(privateConversation);
      // Naming what it is about finds nothing of others' either.
      for (const filter of [`filter[vacancy_id]=${chauffeur}`, `filter[application_id]=${evaApplication}`]) {
        const about = await t.request({ url: `/api/v1/conversations?${filter}`, credentials });
        expect([filter, about.statusCode]).toEqual([filter, 200]);
        expect(about.json().data.map((c: { id: string }) => c.id)).not.toContain(privateConversation);
      }
    }
    // Nobody marked it read but its writer.
    const reads = await t.database.db.select().from(conversationReads).where(eq(conversationReads.conversationId, privateConversation));
    expect(reads.filter((read) => read.lastReadNumber > 0).map((read) => read.userId)).toEqual([eva]);
  });

  it('keeps a centre’s staff conversation from another centre’s staff and from volunteers', async () => {
    const apeldoornStaff = await t.signIn('centrum-apeldoorn@public.example', { host: 'apeldoorn.localhost' });
    await expectRefused(apeldoornStaff, staffConversation, 404, 'apeldoorn.localhost');
    await expectRefused(vrijwilliger, staffConversation, 404);
    // Zwolle's staff and an admin on Zwolle's site do take part.
    for (const credentials of [centrum, admin]) expect((await t.request({ url: `/api/v1/conversations/${staffConversation}`, credentials })).statusCode).toBe(200);
    // An admin on another centre's site is that centre's staff, not Zwolle's.
    expect((await t.request({ url: `/api/v1/conversations/${staffConversation}`, credentials: admin, host: 'apeldoorn.localhost' })).statusCode).toBe(404);
  });

  it('keeps another tenant out (404), whatever it asks for', async () => {
    const roermond = await t.signIn('vrijwilliger@roermond.example', { host: 'roermond.localhost' });
    await expectRefused(roermond, privateConversation, 404, 'roermond.localhost');
    const roermondAdmin = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    await expectRefused(roermondAdmin, staffConversation, 404, 'roermond.localhost');
    // Starting one with this tenant's organisation or user, or about its vacancy.
    for (const attributes of [
      { recipient_type: 'organization', recipient_id: voedselbank },
      { recipient_type: 'user', recipient_id: eva },
      { recipient_type: 'organization', vacancy_id: chauffeur },
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/v1/conversations', host: 'roermond.localhost', credentials: roermondAdmin, body: conversationDoc({ subject: 'x', body: 'y', ...attributes }) });
      expect([attributes, response.statusCode]).toEqual([attributes, 404]);
    }
  });
});

describe('who may start what', () => {
  it('refuses a role that may never start that kind (403), before looking anything up', async () => {
    const cases: [Credentials, Record<string, unknown>][] = [
      // A volunteer writes to a person, to an organisation about nothing, or to the centre.
      [vrijwilliger, { recipient_type: 'user', recipient_id: crypto.randomUUID() }],
      [vrijwilliger, { recipient_type: 'organization', recipient_id: voedselbank }],
      [vrijwilliger, { recipient_type: 'volunteer_center' }],
      // An organisation's manager writes to a person about no application.
      [organisatie, { recipient_type: 'user', recipient_id: eva }],
      // The applicant about their own application, to a person.
      [vrijwilliger, { recipient_type: 'user', application_id: evaApplication }],
    ];
    for (const [credentials, attributes] of cases) {
      const response = await start(t, credentials, attributes);
      expect([attributes, response.statusCode, response.json().errors[0].code]).toEqual([attributes, 403, 'FORBIDDEN']);
    }
  });

  it('answers 404 for what it is about or with whom, out of the caller’s sight', async () => {
    const otherVolunteer = await createAccount(t, { volunteerCenterId: zwolle, email: 'nieuwsgierig@vrijwilliger.example' });
    const nosy = await t.signIn(otherVolunteer.email);
    // Someone else's application; a draft vacancy; an organisation or user of another centre.
    const draft = (await vacancyRow(t, (await organizationRow(t, 'public', 'Sportvereniging Vooruit Zwolle')).id, 'Helpende handen bij het zomertoernooi')).id;
    const apeldoornUser = await createAccount(t, { volunteerCenterId: apeldoorn, email: 'inwoner@apeldoorn.example' });
    const cases: [Credentials, Record<string, unknown>][] = [
      [nosy, { recipient_type: 'organization', application_id: evaApplication }],
      [nosy, { recipient_type: 'organization', vacancy_id: draft }],
      [centrum, { recipient_type: 'organization', recipient_id: (await organizationRow(t, 'public', 'Voedselbank Apeldoorn')).id }],
      [centrum, { recipient_type: 'user', recipient_id: apeldoornUser.id }],
      [centrum, { recipient_type: 'user', recipient_id: crypto.randomUUID() }],
    ];
    for (const [credentials, attributes] of cases) {
      expect([attributes, (await start(t, credentials, attributes)).statusCode]).toEqual([attributes, 404]);
    }
  });

  it('lets an organisation write to its centre only for an organisation it belongs to', async () => {
    const taalhuis = (await organizationRow(t, 'public', 'Taalhuis Zwolle')).id;
    // Staff may act for any organisation of the centre, but speak for the centre, not for it.
    const response = await start(t, centrum, { recipient_type: 'volunteer_center' }, { 'current-organization-id': taalhuis });
    expect([response.statusCode, response.json().errors?.[0]?.code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('an attachment', () => {
  it('is readable only through a link its conversation gives its participants', async () => {
    const upload = await postUpload(t, { purpose: 'attachment', data: await solidPng(), credentials: vrijwilliger });
    expect((await send(t, vrijwilliger, privateConversation, { attachment_ids: [upload.json().data.id] })).statusCode).toBe(201);
    // The file library is not a way in: not for the uploader (no editor), not for staff.
    expect((await t.request({ url: `/api/v1/uploads/${upload.json().data.id}`, credentials: vrijwilliger })).statusCode).toBe(403);
    for (const credentials of [centrum, admin]) {
      expect((await t.request({ url: `/api/v1/uploads/${upload.json().data.id}`, credentials })).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `/api/v1/uploads/${upload.json().data.id}`, credentials })).statusCode).toBe(404);
    }
    // A link made for one file does not open another.
    const messages = await t.request({ url: `/api/v1/conversations/${privateConversation}/messages`, credentials: organisatie });
    const url: string = messages.json().data.at(-1).attributes.attachments[0].url;
    const other = await postUpload(t, { purpose: 'attachment', data: await solidPng(10, 10), credentials: vrijwilliger });
    const otherName = `${other.json().data.id}.webp`;
    const forged = url.replace(/[0-9a-f-]{36}\.webp/, otherName);
    expect((await t.request({ url: forged })).statusCode).toBe(404);
    expect((await t.request({ url })).statusCode).toBe(200);
  });
});
