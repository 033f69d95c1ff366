import { eq } from 'drizzle-orm';
import { conversationMessages, conversations, uploads } from '../../schema';
import { minimalDocx, minimalPdf } from '../../testing/documents';
import { organizationRow, userRowByEmail, vacancyRow } from '../../testing/fixtures';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp, type TestResponse } from '../../testing/test-app';
import { send, start, started } from './conversations.fixtures';

// What a client can get wrong: every refusal is a 4xx with a pointer or a
// parameter, in the caller's language, and changes nothing.

let t: TestApp;
let organisatie: Credentials;
let vrijwilliger: Credentials;
let centrum: Credentials;
let voedselbank: string;
let uitgifte: string;
let guestApplication: string;
let conversationId: string;

type ErrorObject = { code: string; detail: string; source?: { pointer?: string; parameter?: string }; meta?: { reason?: string } };

/** The refusal's status and its errors as [pointer or parameter, reason or code]. */
function refusal(response: TestResponse): [number, [string | undefined, string | undefined][]] {
  const errors = (response.json().errors ?? []) as ErrorObject[];
  return [response.statusCode, errors.map((error) => [error.source?.pointer ?? error.source?.parameter, error.meta?.reason ?? error.code])];
}

/** `n` distinct, well-formed ids, comma-separated. */
const manyIds = (n: number) => Array.from({ length: n }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`).join(',');

const counts = async () => ({
  conversations: await t.database.db.$count(conversations),
  messages: await t.database.db.$count(conversationMessages),
});

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, vrijwilliger, centrum] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('vrijwilliger@public.example'),
    t.signIn('centrum@public.example'),
  ]);
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  uitgifte = (await vacancyRow(t, voedselbank, 'Uitgifte-medewerker op dinsdagmiddag')).id;
  const guest = await t.request({
    method: 'POST',
    url: '/api/v1/applications',
    body: { data: { type: 'applications', attributes: { vacancy_id: uitgifte, first_name: 'Gerrit', last_name: 'Gast', email: 'gerrit@example.org' } } },
  });
  guestApplication = guest.json().data.id;
  conversationId = await started(t, vrijwilliger, { subject: 'Vraag', body: 'Hallo', recipient_type: 'organization', vacancy_id: uitgifte });
}, 90_000);

afterAll(() => t.close());

describe('starting a conversation', () => {
  it.each([
    ['no subject', { subject: undefined }, [['/data/attributes/subject', 'required']]],
    ['a blank subject', { subject: '   ' }, [['/data/attributes/subject', 'required']]],
    ['a subject of 201 characters', { subject: 'x'.repeat(201) }, [['/data/attributes/subject', 'too_long']]],
    ['no words and no files', { body: '  ' }, [['/data/attributes/body', 'required']]],
    ['a message of 5001 characters', { body: 'x'.repeat(5001) }, [['/data/attributes/body', 'too_long']]],
    ['an unknown party type', { recipient_type: 'team' }, [['/data/attributes/recipient_type', 'invalid_choice']]],
    ['a malformed id', { recipient_id: 'drie' }, [['/data/attributes/recipient_id', 'invalid']]],
    ['an unknown attribute', { priority: 'hoog' }, [['/data/attributes/priority', 'unknown_attribute']]],
    ['six files', { attachment_ids: Array.from({ length: 6 }, () => crypto.randomUUID()) }, [['/data/attributes/attachment_ids', 'too_long']]],
  ])('refuses %s with a 422 at the field', async (_case, attributes, expected) => {
    const before = await counts();
    const response = await start(t, vrijwilliger, { recipient_type: 'organization', vacancy_id: uitgifte, ...attributes });
    expect(refusal(response)).toEqual([422, expected]);
    expect(await counts()).toEqual(before);
  });

  it('refuses what does not fit the parties, each at its field', async () => {
    const before = await counts();
    const centrumId = (await userRowByEmail(t, 'public', 'centrum@public.example')).id;
    const cases: [Credentials, Record<string, unknown>, [string, string]][] = [
      // Both an application and a vacancy.
      [organisatie, { recipient_type: 'user', application_id: guestApplication, vacancy_id: uitgifte }, ['/data/attributes/vacancy_id', 'invalid']],
      // A guest applied without an account: nobody to talk with.
      [organisatie, { recipient_type: 'user', application_id: guestApplication }, ['/data/attributes/application_id', 'applicant_without_account']],
      // One's own organisation.
      [organisatie, { recipient_type: 'organization', vacancy_id: uitgifte }, ['/data/attributes/recipient_id', 'own_side']],
      // Another organisation than the vacancy's.
      [vrijwilliger, { recipient_type: 'organization', vacancy_id: uitgifte, recipient_id: (await organizationRow(t, 'public', 'Taalhuis Zwolle')).id }, ['/data/attributes/recipient_id', 'not_about_party']],
      // Staff with nobody named, and with themselves.
      [centrum, { recipient_type: 'user' }, ['/data/attributes/recipient_id', 'required']],
      [centrum, { recipient_type: 'user', recipient_id: centrumId }, ['/data/attributes/recipient_id', 'own_side']],
      [centrum, { recipient_type: 'organization' }, ['/data/attributes/recipient_id', 'required']],
    ];
    for (const [credentials, attributes, expected] of cases) {
      expect(refusal(await start(t, credentials, attributes))).toEqual([422, [expected]]);
    }
    expect(await counts()).toEqual(before);
  });

  it('says why in the caller’s language', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/conversations',
      credentials: organisatie,
      headers: { 'accept-language': 'en' },
      body: { data: { type: 'conversations', attributes: { subject: 'Vraag', body: 'Hallo', recipient_type: 'user', application_id: guestApplication } } },
    });
    expect(response.json().errors[0].detail).toBe(
      'application_id: this applicant applied without an account, so a conversation is not possible. Contact them through the e-mail address or phone number of the application.',
    );
    const dutch = await start(t, organisatie, { recipient_type: 'user', application_id: guestApplication });
    expect(dutch.json().errors[0].detail).toContain('deze aanmelder heeft zonder account gereageerd, dus een conversatie kan niet');
  });

  it('refuses a document that is not JSON:API or of another type', async () => {
    const wrongType = await t.request({ method: 'POST', url: '/api/v1/conversations', credentials: vrijwilliger, body: { data: { type: 'messages', attributes: {} } } });
    expect(refusal(wrongType)).toEqual([400, [['/data/type', 'INVALID_DOCUMENT']]]);
    const bare = await t.request({ method: 'POST', url: '/api/v1/conversations', credentials: vrijwilliger, body: { subject: 'Vraag' } });
    expect(bare.statusCode).toBe(400);
  });
});

describe('attachments', () => {
  it('refuses a file that is neither an image nor a PDF, and stores nothing', async () => {
    const stored = await t.database.db.$count(uploads);
    const word = await postUpload(t, { purpose: 'attachment', data: minimalDocx(), filename: 'brief.docx', credentials: vrijwilliger, headers: { 'accept-language': 'en' } });
    expect(refusal(word)).toEqual([422, [['/data/attributes/file', 'INVALID_FILE_TYPE']]]);
    expect(word.json().errors[0].detail).toBe('file must be an image (PNG, JPEG, WebP or GIF) or a PDF.');
    const svg = await postUpload(t, { purpose: 'attachment', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 'x.svg', contentType: 'image/svg+xml', credentials: vrijwilliger });
    expect(refusal(svg)).toEqual([422, [['/data/attributes/file', 'INVALID_FILE_TYPE']]]);
    expect(await t.database.db.$count(uploads)).toBe(stored);
  });

  it('refuses files that are not the sender’s own unsent attachments', async () => {
    const before = await counts();
    const others = await postUpload(t, { purpose: 'attachment', data: minimalPdf(), filename: 'a.pdf', contentType: 'application/pdf', credentials: organisatie });
    const admin = await t.signIn('admin@public.example');
    const publicImage = await postUpload(t, { purpose: 'image', data: await solidPng(), credentials: admin });
    const mine = await postUpload(t, { purpose: 'attachment', data: await solidPng(), credentials: vrijwilliger });
    expect([others.statusCode, publicImage.statusCode, mine.statusCode]).toEqual([201, 201, 201]);
    for (const ids of [[others.json().data.id], [publicImage.json().data.id], [crypto.randomUUID()], [mine.json().data.id, mine.json().data.id]]) {
      expect(refusal(await send(t, vrijwilliger, conversationId, { body: 'Kijk', attachment_ids: ids }))).toEqual([422, [['/data/attributes/attachment_ids', 'not_own_attachment']]]);
    }
    expect(await counts()).toEqual(before);
    // Once sent, the same file cannot go again.
    expect((await send(t, vrijwilliger, conversationId, { attachment_ids: [mine.json().data.id] })).statusCode).toBe(201);
    expect(refusal(await send(t, vrijwilliger, conversationId, { body: 'Nog eens', attachment_ids: [mine.json().data.id] }))).toEqual([
      422,
      [['/data/attributes/attachment_ids', 'not_own_attachment']],
    ]);
  });
});

describe('messages and reading', () => {
  it('refuses an empty message, an unknown attribute and a message id of another conversation', async () => {
    const before = await counts();
    expect(refusal(await send(t, vrijwilliger, conversationId, { body: '' }))).toEqual([422, [['/data/attributes/body', 'required']]]);
    expect(refusal(await send(t, vrijwilliger, conversationId, { body: 'Hoi', sender_id: crypto.randomUUID() }))).toEqual([
      422,
      [['/data/attributes/sender_id', 'unknown_attribute']],
    ]);
    expect(
      refusal(await t.request({ method: 'POST', url: `/api/v1/conversations/${conversationId}/messages`, credentials: vrijwilliger, body: { data: { type: 'conversations', attributes: { body: 'Hoi' } } } })),
    ).toEqual([400, [['/data/type', 'INVALID_DOCUMENT']]]);
    expect(await counts()).toEqual(before);

    const other = await started(t, vrijwilliger, { subject: 'Ander', body: 'Ander gesprek', recipient_type: 'organization', vacancy_id: uitgifte });
    const [otherMessage] = await t.database.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, other));
    for (const messageId of [otherMessage!.id, 'geen-id']) {
      const response = await t.request({
        method: 'PUT',
        url: `/api/v1/conversations/${conversationId}/read`,
        credentials: organisatie,
        body: { data: { type: 'conversation_reads', attributes: { message_id: messageId } } },
      });
      expect(refusal(response)).toEqual([422, [['/data/attributes/message_id', 'invalid']]]);
    }
  });

  it.each([
    ['/api/v1/conversations?filter[unread]=misschien', 'filter[unread]'],
    ['/api/v1/conversations?filter[application_id]=abc', 'filter[application_id]'],
    ['/api/v1/conversations?filter[application_id]=,', 'filter[application_id]'],
    [`/api/v1/conversations?filter[application_id]=${manyIds(101)}`, 'filter[application_id]'],
    [`/api/v1/conversations?filter[vacancy_id]=${manyIds(1)},abc`, 'filter[vacancy_id]'],
    ['/api/v1/conversations?filter[status]=open', 'filter[status]'],
    ['/api/v1/conversations?sort=subject', 'sort'],
    ['/api/v1/conversations?page[size]=1001', 'page[size]'],
    ['/api/v1/conversations/{id}/messages?page[before]=abc', 'page[before]'],
    ['/api/v1/conversations/{id}/messages?page[before]=3&page[after]=1', 'page[after]'],
    ['/api/v1/conversations/{id}/messages?page[size]=101', 'page[size]'],
    ['/api/v1/conversations/{id}/messages?include=sender', 'include'],
  ])('refuses %s with a 400 naming %s', async (url, parameter) => {
    const response = await t.request({ url: url.replace('{id}', conversationId), credentials: vrijwilliger });
    expect(refusal(response)).toEqual([400, [[parameter, 'INVALID_QUERY_PARAMETER']]]);
  });

  it('answers a malformed id in the path with a 404', async () => {
    for (const url of ['/api/v1/conversations/12', '/api/v1/conversations/12/messages']) {
      expect((await t.request({ url, credentials: vrijwilliger })).statusCode).toBe(404);
    }
  });
});
