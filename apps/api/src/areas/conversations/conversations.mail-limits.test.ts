import { organizationRow, vacancyRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { send, start } from './conversations.fixtures';

// Starting a conversation and sending a message make the platform mail the
// other side later, so they count against the "mails others" budget per user
// (docs/security.md): past it a 429, and nothing is added.

let t: TestApp;
let vrijwilliger: Credentials;
let chauffeur: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { mailsOthersPerUser: { max: 3, windowMs: 600_000 } } });
  vrijwilliger = await t.signIn('vrijwilliger@public.example');
  chauffeur = (await vacancyRow(t, (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id, 'Chauffeur voor het ophalen van voedsel')).id;
}, 90_000);

afterAll(() => t.close());

it('stops a user at the limit, across starting and sending, and adds nothing past it', async () => {
  const first = await start(t, vrijwilliger, { recipient_type: 'organization', vacancy_id: chauffeur });
  expect(first.statusCode).toBe(201);
  const id = first.json().data.id;
  expect((await send(t, vrijwilliger, id, { body: 'Twee' })).statusCode).toBe(201);
  expect((await send(t, vrijwilliger, id, { body: 'Drie' })).statusCode).toBe(201);
  const refused = await send(t, vrijwilliger, id, { body: 'Vier' });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await start(t, vrijwilliger, { recipient_type: 'organization', vacancy_id: chauffeur })).statusCode).toBe(429);
  const conversation = await t.request({ url: `/api/v1/conversations/${id}`, credentials: vrijwilliger });
  expect(conversation.json().data.attributes.message_count).toBe(3);
  // Reading is not mailing: it goes on.
  expect((await t.request({ method: 'PUT', url: `/api/v1/conversations/${id}/read`, credentials: vrijwilliger })).statusCode).toBe(200);
});
