import { NOTIFICATION_KINDS } from '@platform/contracts';
import { volunteerProfileReplies } from '../../schema';
import { centerIdOf, organizationRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { poolVolunteer, sendReply } from '../../testing/profile-replies';

// A reply mails a volunteer the organisation does not own: the volunteer's choice of "in the
// app only" holds, and the "mails others" budget per user applies (docs/security.md).

let t: TestApp;
let organisatie: Credentials;
let zwolle: string;
let voedselbank: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { mailsOthersPerUser: { max: 2, windowMs: 600_000 } } });
  organisatie = await t.signIn('organisatie@public.example');
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
}, 90_000);

afterAll(() => t.close());

it('tells a volunteer who chose "in the app only" in the app, without a mail', async () => {
  const pim = await poolVolunteer(t, zwolle, 'Pim');
  const pimSession = await t.signIn(pim.email);
  const chosen = await t.request({
    method: 'PATCH',
    url: '/api/v1/notification_preferences',
    credentials: pimSession,
    body: {
      data: {
        type: 'notification_preferences',
        attributes: {
          email_kinds: NOTIFICATION_KINDS.filter((kind) => kind !== 'profile_reply_received'),
        },
      },
    },
  });
  expect(chosen.statusCode).toBe(200);
  expect(
    (
      await sendReply(t, organisatie, {
        volunteer_profile_id: pim.profileId,
        organization_id: voedselbank,
      })
    ).statusCode,
  ).toBe(201);
  const notifications = await t.request({ url: '/api/v1/notifications', credentials: pimSession });
  expect(
    notifications.json().data.map((n: { attributes: { kind: string } }) => n.attributes.kind),
  ).toEqual(['profile_reply_received']);
  expect((await t.mails()).filter((mail) => mail.to === pim.email)).toEqual([]);
});

it('stops an organisation member at the "mails others" limit, and adds nothing past it', async () => {
  const quinn = await poolVolunteer(t, zwolle, 'Quinn');
  expect(
    (
      await sendReply(t, organisatie, {
        volunteer_profile_id: quinn.profileId,
        organization_id: voedselbank,
      })
    ).statusCode,
  ).toBe(201);
  const before = (await t.database.db.select().from(volunteerProfileReplies)).length;
  const roos = await poolVolunteer(t, zwolle, 'Roos');
  const refused = await sendReply(t, organisatie, {
    volunteer_profile_id: roos.profileId,
    organization_id: voedselbank,
  });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().errors[0].code).toBe('RATE_LIMITED');
  expect((await t.database.db.select().from(volunteerProfileReplies)).length).toBe(before);
});
