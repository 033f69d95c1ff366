import { eq } from 'drizzle-orm';
import { volunteerPoolBlocks, volunteerProfileReplies } from '../../schema';
import { centerIdOf, organizationRow, vacancyRow } from '../../testing/fixtures';
import {
  createTestApp,
  type Credentials,
  type TestApp,
  type TestRequest,
} from '../../testing/test-app';
import {
  answerReply,
  approvedOrganizationOf,
  organizationManager,
  poolVolunteer,
  replyDoc,
  sendReply,
} from '../../testing/profile-replies';

// Who may send, read, answer and stop which reply, and bad input (docs/permissions.md,
// "Volunteer pool"): no session 401, a role that may not 403, anything out of sight (someone
// else's, another organisation's, centre's or tenant's) 404, the pool switched off 404; a
// refused write changes nothing.

let t: TestApp;
let organisatie: Credentials;
let centrum: Credentials;
let vrijwilliger: Credentials;
let redacteur: Credentials;
let zwolle: string;
let apeldoorn: string;
let voedselbank: string;
let chauffeur: string;
let other: { id: string; name: string };
let olga: Credentials;
let mia: Awaited<ReturnType<typeof poolVolunteer>>;
let miaSession: Credentials;
/** Voedselbank's reply to Mia. */
let replyId: string;
let blockId: string;

const replyCount = async () => (await t.database.db.select().from(volunteerProfileReplies)).length;

/** Every call on one reply and the blocks, each a read or a write of something. */
const callsOn = (id: string): TestRequest[] => [
  { url: `/api/v1/volunteer_profile_replies/${id}` },
  {
    method: 'PATCH',
    url: `/api/v1/volunteer_profile_replies/${id}`,
    body: replyDoc({ status: 'accepted' }),
  },
  {
    method: 'POST',
    url: `/api/v1/volunteer_profile_replies/${id}/stop`,
    body: replyDoc({ reason: 'Misbruik' }),
  },
];

async function expectStatuses(
  credentials: Credentials | undefined,
  calls: TestRequest[],
  status: number,
  host?: string,
) {
  const before = await t.database.db
    .select()
    .from(volunteerProfileReplies)
    .where(eq(volunteerProfileReplies.id, replyId));
  for (const call of calls) {
    const response = await t.request({ ...call, credentials, host });
    expect([call.method ?? 'GET', call.url, response.statusCode]).toEqual([
      call.method ?? 'GET',
      call.url,
      status,
    ]);
  }
  expect(
    await t.database.db
      .select()
      .from(volunteerProfileReplies)
      .where(eq(volunteerProfileReplies.id, replyId)),
  ).toEqual(before);
}

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, centrum, vrijwilliger, redacteur] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('centrum@public.example'),
    t.signIn('vrijwilliger@public.example'),
    t.signIn('redacteur@public.example'),
  ]);
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  apeldoorn = await centerIdOf(t, 'public', 'apeldoorn');
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
  chauffeur = (await vacancyRow(t, voedselbank, 'Chauffeur voor het ophalen van voedsel')).id;
  other = await approvedOrganizationOf(t, zwolle, [voedselbank]);
  await organizationManager(t, other.id, zwolle, 'olga-security@pool.example');
  olga = await t.signIn('olga-security@pool.example');
  mia = await poolVolunteer(t, zwolle, 'Mia');
  miaSession = await t.signIn(mia.email);
  const sent = await sendReply(t, organisatie, {
    volunteer_profile_id: mia.profileId,
    organization_id: voedselbank,
  });
  expect(sent.statusCode).toBe(201);
  replyId = sent.json().data.id;
  const [block] = await t.database.db
    .insert(volunteerPoolBlocks)
    .values({
      tenantId: 'public',
      organizationId: (await approvedOrganizationOf(t, zwolle, [voedselbank, other.id])).id,
      reason: 'Spam',
    })
    .returning();
  blockId = block!.id;
}, 90_000);

afterAll(() => t.close());

describe('without a session or the role', () => {
  it('answers 401 to every call without a session', async () => {
    await expectStatuses(
      undefined,
      [
        ...callsOn(replyId),
        { url: '/api/v1/volunteer_profile_replies' },
        { url: '/api/v1/volunteer_pool_blocks' },
      ],
      401,
    );
    expect(
      (
        await sendReply(t, undefined, {
          volunteer_profile_id: mia.profileId,
          organization_id: voedselbank,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses replies from volunteers, members who are no superuser, and staff acting for no organisation', async () => {
    const before = await replyCount();
    const lisa = await poolVolunteer(t, zwolle, 'Lisa');
    expect(
      (
        await sendReply(
          t,
          vrijwilliger,
          { volunteer_profile_id: lisa.profileId, organization_id: voedselbank },
          { headers: { 'current-organization-id': '' } },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await sendReply(
          t,
          redacteur,
          { volunteer_profile_id: lisa.profileId, organization_id: voedselbank },
          { headers: { 'current-organization-id': '' } },
        )
      ).statusCode,
    ).toBe(403);
    const staff = await sendReply(
      t,
      centrum,
      { volunteer_profile_id: lisa.profileId, organization_id: voedselbank },
      { headers: { 'current-organization-id': '' } },
    );
    expect(staff.statusCode).toBe(403);
    expect(staff.json().errors[0].detail).toBe(
      'Reageer op een vrijwilliger namens je organisatie: kies eerst de organisatie.',
    );
    expect(await replyCount()).toBe(before);
  });

  it('keeps stopping replies and organisations to staff', async () => {
    const blocks = { url: '/api/v1/volunteer_pool_blocks' };
    const create = {
      method: 'POST' as const,
      url: '/api/v1/volunteer_pool_blocks',
      body: {
        data: {
          type: 'volunteer_pool_blocks',
          attributes: { organization_id: voedselbank, reason: 'x' },
        },
      },
    };
    const lift = { method: 'DELETE' as const, url: `/api/v1/volunteer_pool_blocks/${blockId}` };
    const stop = {
      method: 'POST' as const,
      url: `/api/v1/volunteer_profile_replies/${replyId}/stop`,
      body: replyDoc({ reason: 'x' }),
    };
    for (const credentials of [organisatie, vrijwilliger, redacteur, miaSession]) {
      await expectStatuses(credentials, [blocks, create, lift, stop], 403);
    }
    expect(
      await t.database.db
        .select()
        .from(volunteerPoolBlocks)
        .where(eq(volunteerPoolBlocks.id, blockId)),
    ).toHaveLength(1);
  });
});

describe('out of sight', () => {
  it('hides a reply from other volunteers and other organisations, and lets only its volunteer answer it', async () => {
    await expectStatuses(vrijwilliger, callsOn(replyId).slice(0, 2), 404);
    await expectStatuses(olga, callsOn(replyId).slice(0, 2), 404, undefined);
    expect(
      (await t.request({ url: '/api/v1/volunteer_profile_replies', credentials: olga }))
        .json()
        .data.map((r: { id: string }) => r.id),
    ).not.toContain(replyId);
    expect(
      (
        await t.request({ url: '/api/v1/volunteer_profile_replies', credentials: vrijwilliger })
      ).json().meta.total,
    ).toBe(0);
    // The organisation reads its reply, but answering is the volunteer's.
    expect((await answerReply(t, organisatie, replyId, 'accepted')).statusCode).toBe(404);
    expect((await answerReply(t, centrum, replyId, 'accepted')).statusCode).toBe(404);
  });

  it("keeps another centre's organisation and staff out of this centre's pool and replies", async () => {
    const host = 'apeldoorn.localhost';
    const far = await approvedOrganizationOf(t, apeldoorn);
    await organizationManager(t, far.id, apeldoorn, 'olga-apeldoorn@pool.example');
    const farManager = await t.signIn('olga-apeldoorn@pool.example', { host });
    const before = await replyCount();
    const refused = await sendReply(
      t,
      farManager,
      { volunteer_profile_id: mia.profileId, organization_id: far.id },
      { host },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/volunteer_profile_id' },
      meta: { reason: 'not_in_pool' },
    });
    expect(await replyCount()).toBe(before);
    await expectStatuses(farManager, callsOn(replyId).slice(0, 2), 404, host);
    const farStaff = await t.signIn('centrum-apeldoorn@public.example', { host });
    await expectStatuses(
      farStaff,
      [
        callsOn(replyId)[0]!,
        callsOn(replyId)[2]!,
        { method: 'DELETE', url: `/api/v1/volunteer_pool_blocks/${blockId}` },
      ],
      404,
      host,
    );
    expect(
      (
        await t.request({ url: '/api/v1/volunteer_profile_replies', credentials: farStaff, host })
      ).json().meta.total,
    ).toBe(0);
    expect(
      (
        await t.request({ url: '/api/v1/volunteer_pool_blocks', credentials: farStaff, host })
      ).json().meta.total,
    ).toBe(0);
    const blockHere = await t.request({
      method: 'POST',
      url: '/api/v1/volunteer_pool_blocks',
      credentials: farStaff,
      host,
      body: {
        data: {
          type: 'volunteer_pool_blocks',
          attributes: { organization_id: voedselbank, reason: 'x' },
        },
      },
    });
    expect(blockHere.statusCode).toBe(422);
    expect(blockHere.json().errors[0].source.pointer).toBe('/data/attributes/organization_id');
  });

  it('answers 404 in another tenant', async () => {
    const host = 'roermond.localhost';
    const roermondAdmin = await t.signIn('admin@roermond.example', { host });
    await expectStatuses(roermondAdmin, callsOn(replyId), 404, host);
    await expectStatuses(
      roermondAdmin,
      [{ method: 'DELETE', url: `/api/v1/volunteer_pool_blocks/${blockId}` }],
      404,
      host,
    );
  });

  it('answers 404 FEATURE_DISABLED everywhere on meedoen, where the pool does not exist', async () => {
    const host = 'meedoen.localhost';
    const [admin, volunteer] = await Promise.all([
      t.signIn('admin@meedoen.example', { host }),
      t.signIn('vrijwilliger@meedoen.example', { host }),
    ]);
    const calls: TestRequest[] = [
      ...callsOn(replyId),
      { url: '/api/v1/volunteer_profile_replies' },
      {
        method: 'POST',
        url: '/api/v1/volunteer_profile_replies',
        body: replyDoc({
          volunteer_profile_id: mia.profileId,
          organization_id: voedselbank,
          body: 'x',
        }),
      },
      { url: '/api/v1/volunteer_pool_blocks' },
      {
        method: 'POST',
        url: '/api/v1/volunteer_pool_blocks',
        body: {
          data: {
            type: 'volunteer_pool_blocks',
            attributes: { organization_id: voedselbank, reason: 'x' },
          },
        },
      },
      { method: 'DELETE', url: `/api/v1/volunteer_pool_blocks/${blockId}` },
    ];
    for (const credentials of [admin, volunteer]) {
      for (const call of calls) {
        const response = await t.request({ ...call, credentials, host });
        expect([
          call.method ?? 'GET',
          call.url,
          response.statusCode,
          response.json().errors?.[0]?.code,
        ]).toEqual([call.method ?? 'GET', call.url, 404, 'FEATURE_DISABLED']);
      }
    }
  });
});

describe('bad input', () => {
  const pointerOf = async (
    response: Promise<{
      statusCode: number;
      json(): { errors: { source?: { pointer: string }; meta?: { reason?: string } }[] };
    }>,
  ) => {
    const answer = await response;
    return [
      answer.statusCode,
      answer.json().errors.map((error) => [error.source?.pointer, error.meta?.reason]),
    ];
  };

  it('refuses a bad reply with a 422 on each field, and adds nothing', async () => {
    const before = await replyCount();
    const nina = await poolVolunteer(t, zwolle, 'Nina');
    const outOfPool = await poolVolunteer(t, zwolle, 'Otto', { inPool: false });
    const send = (attributes: Record<string, unknown>) =>
      sendReply(t, organisatie, {
        volunteer_profile_id: nina.profileId,
        organization_id: voedselbank,
        ...attributes,
      });
    expect(await pointerOf(send({ body: '   ' }))).toEqual([
      422,
      [['/data/attributes/body', 'required']],
    ]);
    expect(await pointerOf(send({ body: 'x'.repeat(2001) }))).toEqual([
      422,
      [['/data/attributes/body', 'too_long']],
    ]);
    expect(await pointerOf(send({ volunteer_profile_id: 'nope' }))).toEqual([
      422,
      [['/data/attributes/volunteer_profile_id', expect.any(String)]],
    ]);
    expect(await pointerOf(send({ volunteer_profile_id: outOfPool.profileId }))).toEqual([
      422,
      [['/data/attributes/volunteer_profile_id', 'not_in_pool']],
    ]);
    expect(
      await pointerOf(send({ volunteer_profile_id: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual([422, [['/data/attributes/volunteer_profile_id', 'not_in_pool']]]);
    expect(await pointerOf(send({ shout: true }))).toEqual([
      422,
      [['/data/attributes/shout', 'unknown_attribute']],
    ]);
    expect(
      await pointerOf(
        sendReply(
          t,
          organisatie,
          { volunteer_profile_id: nina.profileId, organization_id: other.id },
          { headers: { 'current-organization-id': voedselbank } },
        ),
      ),
    ).toEqual([422, [['/data/attributes/organization_id', 'not_acting_organization']]]);
    const otherVacancy = (
      await t.request({
        url: `/api/v1/vacancies?filter[organization_id_eq]=${other.id}`,
        credentials: centrum,
      })
    ).json().data?.[0]?.id;
    for (const vacancyId of [
      otherVacancy ?? '00000000-0000-4000-8000-000000000000',
      '00000000-0000-4000-8000-000000000001',
    ]) {
      expect(await pointerOf(send({ vacancy_id: vacancyId }))).toEqual([
        422,
        [['/data/attributes/vacancy_id', 'not_open_vacancy']],
      ]);
    }
    expect(await replyCount()).toBe(before);
    expect((await send({ vacancy_id: chauffeur })).statusCode).toBe(201);
  });

  it('refuses a bad answer, stop or block with a 422 on the field', async () => {
    const answer = (status: unknown) =>
      t.request({
        method: 'PATCH',
        url: `/api/v1/volunteer_profile_replies/${replyId}`,
        credentials: miaSession,
        body: replyDoc({ status }),
      });
    expect(await pointerOf(answer('sent'))).toEqual([
      422,
      [['/data/attributes/status', 'invalid_choice']],
    ]);
    expect(await pointerOf(answer(undefined))).toEqual([
      422,
      [['/data/attributes/status', 'required']],
    ]);
    const stop = (reason: unknown) =>
      t.request({
        method: 'POST',
        url: `/api/v1/volunteer_profile_replies/${replyId}/stop`,
        credentials: centrum,
        body: replyDoc({ reason }),
      });
    expect(await pointerOf(stop(''))).toEqual([422, [['/data/attributes/reason', 'required']]]);
    expect(await pointerOf(stop('x'.repeat(501)))).toEqual([
      422,
      [['/data/attributes/reason', 'too_long']],
    ]);
    const block = (attributes: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/volunteer_pool_blocks',
        credentials: centrum,
        body: { data: { type: 'volunteer_pool_blocks', attributes } },
      });
    expect(await pointerOf(block({ organization_id: voedselbank }))).toEqual([
      422,
      [['/data/attributes/reason', 'required']],
    ]);
    expect(
      await pointerOf(
        block({ organization_id: '00000000-0000-4000-8000-000000000000', reason: 'x' }),
      ),
    ).toEqual([422, [['/data/attributes/organization_id', 'invalid']]]);
    const [row] = await t.database.db
      .select()
      .from(volunteerProfileReplies)
      .where(eq(volunteerProfileReplies.id, replyId));
    expect(row).toMatchObject({ status: 'sent', stopReason: null });
  });
});
