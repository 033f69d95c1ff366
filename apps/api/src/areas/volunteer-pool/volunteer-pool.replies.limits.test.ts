import { PROFILE_REPLY_LIMITS } from '@platform/contracts';
import { volunteerProfileReplies } from '../../schema';
import { auditActionsFor, centerIdOf, organizationRow } from '../../testing/fixtures';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import {
  answerReply,
  approvedOrganizationOf,
  organizationManager,
  poolVolunteer,
  sendReply,
} from '../../testing/profile-replies';

// The limits that keep replies from becoming spam (PROFILE_REPLY_LIMITS): one per organisation
// per volunteer per 30 days, 20 per organisation a day, none while staff stopped the
// organisation; concurrent requests cannot pass them. And staff stopping a single reply.

let t: TestApp;
let organisatie: Credentials;
let centrum: Credentials;
let zwolle: string;
let voedselbank: string;
/** Organisations a test replied for, so the next one counts its day from nothing. */
const used: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [organisatie, centrum] = await Promise.all([
    t.signIn('organisatie@public.example'),
    t.signIn('centrum@public.example'),
  ]);
  zwolle = await centerIdOf(t, 'public', 'zwolle');
  voedselbank = (await organizationRow(t, 'public', 'Voedselbank Zwolle')).id;
}, 90_000);

afterAll(() => t.close());

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

describe('one reply per organisation per volunteer per 30 days', () => {
  it("refuses a second reply with the day it is allowed again, in the reader's language, and lets another organisation reply", async () => {
    const dana = await poolVolunteer(t, zwolle, 'Dana');
    const first = await sendReply(t, organisatie, {
      volunteer_profile_id: dana.profileId,
      organization_id: voedselbank,
    });
    expect(first.statusCode).toBe(201);
    const allowedFrom = new Date(
      new Date(first.json().data.attributes.created_at).getTime() + 30 * 86_400_000,
    ).toISOString();

    const second = await sendReply(t, organisatie, {
      volunteer_profile_id: dana.profileId,
      organization_id: voedselbank,
      body: 'Nog eens?',
    });
    expect(second.statusCode).toBe(422);
    const [error] = second.json().errors;
    expect(error).toMatchObject({
      source: { pointer: '/data/attributes/volunteer_profile_id' },
      meta: { reason: 'reply_too_soon', allowed_from: allowedFrom },
    });
    expect(error.detail).toBe(
      `volunteer_profile_id: je organisatie reageerde de afgelopen 30 dagen al op deze vrijwilliger. Opnieuw reageren kan vanaf ${longDate(allowedFrom, 'nl-NL')}.`,
    );
    const english = await sendReply(
      t,
      organisatie,
      { volunteer_profile_id: dana.profileId, organization_id: voedselbank },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.json().errors[0].detail).toContain(
      `You can reply again from ${longDate(allowedFrom, 'en-GB')}.`,
    );

    // Answered or not, the month counts from the reply.
    expect(
      (await answerReply(t, await t.signIn(dana.email), first.json().data.id, 'declined'))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await sendReply(t, organisatie, {
          volunteer_profile_id: dana.profileId,
          organization_id: voedselbank,
        })
      ).statusCode,
    ).toBe(422);

    const other = await approvedOrganizationOf(t, zwolle, [voedselbank]);
    used.push(other.id);
    await organizationManager(t, other.id, zwolle, 'olga-dana@pool.example');
    const olga = await t.signIn('olga-dana@pool.example');
    expect(
      (
        await sendReply(t, olga, {
          volunteer_profile_id: dana.profileId,
          organization_id: other.id,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lets exactly one of two simultaneous replies to a volunteer through', async () => {
    const eef = await poolVolunteer(t, zwolle, 'Eef');
    const answers = await Promise.all([
      sendReply(t, organisatie, {
        volunteer_profile_id: eef.profileId,
        organization_id: voedselbank,
        body: 'Eén',
      }),
      sendReply(t, organisatie, {
        volunteer_profile_id: eef.profileId,
        organization_id: voedselbank,
        body: 'Twee',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const mine = await t.request({
      url: '/api/v1/volunteer_profile_replies',
      credentials: await t.signIn(eef.email),
    });
    expect(mine.json().meta.total).toBe(1);
  });
});

describe('at most 20 replies per organisation a day', () => {
  it("refuses the reply past the day's cap with 429 daily_limit until midnight, also for simultaneous requests", async () => {
    const organization = await approvedOrganizationOf(t, zwolle, [voedselbank, ...used]);
    await organizationManager(t, organization.id, zwolle, 'olga-daily@pool.example');
    const olga = await t.signIn('olga-daily@pool.example');
    const filler = await poolVolunteer(t, zwolle, 'Filler');
    const cap = PROFILE_REPLY_LIMITS.perOrganizationPerDay;
    await t.database.db.insert(volunteerProfileReplies).values(
      Array.from({ length: cap - 2 }, () => ({
        tenantId: 'public' as const,
        volunteerCenterId: zwolle,
        volunteerProfileId: filler.profileId,
        volunteerId: filler.userId,
        organizationId: organization.id,
        body: 'Eerder vandaag',
      })),
    );
    const volunteers = await Promise.all(
      ['Gijs', 'Hanna', 'Ivo', 'Jet'].map((name) => poolVolunteer(t, zwolle, name)),
    );
    const answers = await Promise.all(
      volunteers.map((volunteer) =>
        sendReply(t, olga, {
          volunteer_profile_id: volunteer.profileId,
          organization_id: organization.id,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().errors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      detail: `Je organisatie heeft vandaag al ${cap} reacties op vrijwilligers gestuurd, het maximum per dag. Morgen kan het weer.`,
      meta: { reason: 'daily_limit', limit: cap, retry_at: expect.any(String) },
    });
    const retryAt = new Date(refused.json().errors[0].meta.retry_at).getTime();
    expect(retryAt).toBeGreaterThan(Date.now());
    expect(retryAt - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff stop an organisation', () => {
  it('refuses its replies with the reason until staff lift it, each act audited', async () => {
    const kees = await poolVolunteer(t, zwolle, 'Kees');
    const blocked = await t.request({
      method: 'POST',
      url: '/api/v1/volunteer_pool_blocks',
      credentials: centrum,
      body: {
        data: {
          type: 'volunteer_pool_blocks',
          attributes: {
            organization_id: voedselbank,
            reason: 'Stuurt reclame in plaats van vacatures.',
          },
        },
      },
    });
    expect([blocked.statusCode, blocked.body.slice(0, 200)]).toEqual([201, expect.any(String)]);
    const block = blocked.json().data;
    expect(block.attributes).toEqual({
      organization_id: voedselbank,
      organization_name: 'Voedselbank Zwolle',
      reason: 'Stuurt reclame in plaats van vacatures.',
      blocked_by_id: expect.any(String),
      created_at: expect.any(String),
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/volunteer_pool_blocks',
      credentials: centrum,
      body: {
        data: {
          type: 'volunteer_pool_blocks',
          attributes: { organization_id: voedselbank, reason: 'Nog eens' },
        },
      },
    });
    expect(again.statusCode).toBe(409);

    const refused = await sendReply(t, organisatie, {
      volunteer_profile_id: kees.profileId,
      organization_id: voedselbank,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      detail:
        'De vrijwilligerscentrale heeft de reacties van je organisatie op vrijwilligers stopgezet. Reden: Stuurt reclame in plaats van vacatures.',
      meta: { reason: 'replies_stopped', stop_reason: 'Stuurt reclame in plaats van vacatures.' },
    });

    const list = await t.request({ url: '/api/v1/volunteer_pool_blocks', credentials: centrum });
    expect(list.json().data.map((b: { id: string }) => b.id)).toEqual([block.id]);
    expect(list.json().meta.total).toBe(1);

    const lifted = await t.request({
      method: 'DELETE',
      url: `/api/v1/volunteer_pool_blocks/${block.id}`,
      credentials: centrum,
    });
    expect(lifted.statusCode).toBe(204);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/v1/volunteer_pool_blocks/${block.id}`,
          credentials: centrum,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await sendReply(t, organisatie, {
          volunteer_profile_id: kees.profileId,
          organization_id: voedselbank,
        })
      ).statusCode,
    ).toBe(201);
    expect(await auditActionsFor(t, block.id)).toEqual(
      expect.arrayContaining(['volunteer_pool_block.created', 'volunteer_pool_block.deleted']),
    );
  });
});

describe('staff stop a reply', () => {
  it('hides it from the volunteer, who can no longer answer it; the organisation and staff see it stopped with the reason', async () => {
    const lies = await poolVolunteer(t, zwolle, 'Lies');
    const liesSession = await t.signIn(lies.email);
    const id = (
      await sendReply(t, organisatie, {
        volunteer_profile_id: lies.profileId,
        organization_id: voedselbank,
      })
    ).json().data.id;
    const stop = (reason: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/volunteer_profile_replies/${id}/stop`,
        credentials: centrum,
        body: { data: { type: 'volunteer_profile_replies', attributes: { reason } } },
      });
    const stopped = await stop('Ongepast bericht.');
    expect([stopped.statusCode, stopped.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
    expect(stopped.json().data.attributes).toMatchObject({
      status: 'stopped',
      stop_reason: 'Ongepast bericht.',
    });
    expect((await stop('Nog eens')).statusCode).toBe(409);

    const mine = await t.request({
      url: '/api/v1/volunteer_profile_replies',
      credentials: liesSession,
    });
    expect(mine.json()).toMatchObject({ data: [], meta: { total: 0 } });
    expect(
      (
        await t.request({
          url: `/api/v1/volunteer_profile_replies/${id}`,
          credentials: liesSession,
        })
      ).statusCode,
    ).toBe(404);
    expect((await answerReply(t, liesSession, id, 'accepted')).statusCode).toBe(404);

    const sent = await t.request({
      url: `/api/v1/volunteer_profile_replies/${id}`,
      credentials: organisatie,
      headers: { 'current-organization-id': voedselbank },
    });
    expect(sent.json().data.attributes).toMatchObject({
      status: 'stopped',
      stop_reason: 'Ongepast bericht.',
    });
    const staff = await t.request({
      url: '/api/v1/volunteer_profile_replies?filter[status]=stopped',
      credentials: centrum,
    });
    expect(staff.json().data.map((r: { id: string }) => r.id)).toContain(id);
    expect(await auditActionsFor(t, id)).toEqual(['volunteer_profile_reply.stopped']);
    // A stopped reply still counts for the month.
    expect(
      (
        await sendReply(t, organisatie, {
          volunteer_profile_id: lies.profileId,
          organization_id: voedselbank,
        })
      ).statusCode,
    ).toBe(422);
  });
});
