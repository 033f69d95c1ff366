import { createHmac, timingSafeEqual } from 'node:crypto';
import { digestPreferencesSchema, type VacancyType } from '@platform/contracts';
import { switchedOffVacancyTypes } from '@platform/tenancy';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { isUuid, parseResourceDocument } from '../../platform/http/json-api';
import type { RequestContext, TenantContextRunner } from '../../platform/http/request-context';
import { requireRole, requireUser } from '../../identity/access/access';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { coordinatesOfPlace } from '../../platform/geocoding/coordinates';
import { composeMail } from '../../identity/notification-templates/templated-mail';
import { queueMail } from '../../platform/mail/mail.queue';
import { unreadNotificationsOf } from '../../identity/notifications/notifications.service';
import { publicCenters } from '../../identity/tenancy/tenancy.policy';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import {
  findUserById,
  listDigestSubscribers,
  updateUser,
  type DigestSubscriber,
} from '../../identity/users/users.data';
import { haversineKm } from '../vacancies/search/distance';
import { listPublishedBetween, type DigestVacancy } from '../vacancies/vacancies.data';
import { findMatchProfile, rankByProfile } from '../volunteer-pool/volunteer-pool.data';
import { digestDeliveries, digestPreferences } from './digests.tables';

/** The time zone whose calendar days the periodic mail follows. */
const TIME_ZONE = 'Europe/Amsterdam';
/** A due day's mail goes from this hour (local) on, not in the night. */
export const DIGEST_SEND_HOUR = 7;
/** How far back a first mail looks, and the most a late one covers. */
const LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;
/** Vacancies a mail lists by name; the rest are counted and linked to the vacancy bank. */
const LISTED = 10;
/** Candidates read per user before the distance filter. */
const CANDIDATES = 500;
/** Users handled per transaction, so one run never holds one transaction for the whole tenant. */
const BATCH = 250;

export type DigestPreferencesRow = typeof digestPreferences.$inferSelect;

/** `yyyy-mm-dd`, the ISO weekday (1 = Monday) and the hour of an instant in Amsterdam. */
export function localDay(instant: Date): { day: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday ?? '') + 1,
    hour: Number(parts.hour),
  };
}

/**
 * The most recent day (Amsterdam) on or before `now` that is one of `days` and
 * whose sending hour has come, looking back at most a week: a run after a
 * missed day still finds that day, once.
 */
export function dueDay(days: readonly number[], now: Date): string | undefined {
  for (let back = 0; back < 7; back += 1) {
    const { day, weekday, hour } = localDay(new Date(now.getTime() - back * 24 * 60 * 60 * 1000));
    if (back === 0 && hour < DIGEST_SEND_HOUR) continue;
    if (days.includes(weekday)) return day;
  }
  return undefined;
}

/** The token of a user's one-click unsubscribe link: their id and a keyed digest of it. */
export function unsubscribeToken(secretKey: string, tenantId: string, userId: string): string {
  const mac = createHmac('sha256', secretKey)
    .update(`digest-unsubscribe:${tenantId}:${userId}`)
    .digest('base64url');
  return `${userId}.${mac}`;
}

// Preferences -------------------------------------------------------------------

/** The signed-in user's periodic mail: its days and what it is about. */
export async function getMyDigestPreferences(context: RequestContext) {
  const user = requireUser(context);
  const [row] = await context.tx
    .select()
    .from(digestPreferences)
    .where(
      and(eq(digestPreferences.tenantId, context.tenant.id), eq(digestPreferences.userId, user.id)),
    );
  const account = await findUserById(context.tx, context.tenant.id, user.id);
  return {
    userId: user.id,
    digestDays: account?.digestDays ?? [],
    categoryIds: row?.categoryIds ?? [],
    vacancyTypes: row?.vacancyTypes ?? [],
    place: row?.place ?? null,
    distanceKm: row?.distanceKm ?? null,
  };
}

/**
 * Sets what the periodic mail is about. A place must be one the platform
 * knows (a Dutch town or village), else a 422 at `/data/attributes/place`;
 * a distance needs a place.
 */
export async function updateMyDigestPreferences(context: RequestContext, body: unknown) {
  const user = requireUser(context);
  const input = parseResourceDocument(body, {
    type: 'digest_preferences',
    schema: digestPreferencesSchema,
    id: user.id,
  });
  const current = await getMyDigestPreferences(context);
  const place = input.place === undefined ? current.place : input.place || null;
  const distanceKm = input.distanceKm === undefined ? current.distanceKm : input.distanceKm;
  const coordinates = await coordinatesOfPlace(place);
  if (place && coordinates.latitude === null) {
    throw new ValidationError([
      { pointer: '/data/attributes/place', field: 'place', reason: 'unknown_place' },
    ]);
  }
  if (distanceKm !== null && !place) {
    throw new ValidationError([
      { pointer: '/data/attributes/place', field: 'place', reason: 'required' },
    ]);
  }
  const values = {
    categoryIds: (input.categoryIds ?? current.categoryIds).map((id) => id.toLowerCase()),
    vacancyTypes: input.vacancyTypes ?? current.vacancyTypes,
    place,
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    distanceKm,
    updatedAt: new Date(),
  };
  await context.tx
    .insert(digestPreferences)
    .values({ tenantId: context.tenant.id, userId: user.id, ...values })
    .onConflictDoUpdate({ target: digestPreferences.userId, set: values });
  const { categoryIds, vacancyTypes } = values;
  return {
    userId: user.id,
    digestDays: current.digestDays,
    categoryIds,
    vacancyTypes,
    place,
    distanceKm,
  };
}

/**
 * One-click unsubscribe (RFC 8058), without signing in: a valid token stops
 * the user's periodic mail (no days left). An invalid one is a 422.
 */
export async function unsubscribeFromDigest(
  context: RequestContext,
  token: string | undefined,
): Promise<void> {
  const [userId, mac] = (token ?? '').split('.');
  const expected = userId
    ? Buffer.from(unsubscribeToken(context.config.secretKey, context.tenant.id, userId))
    : undefined;
  const given = Buffer.from(token ?? '');
  const valid =
    !!expected && !!mac && given.length === expected.length && timingSafeEqual(given, expected);
  const user =
    valid && isUuid(userId)
      ? await findUserById(context.tx, context.tenant.id, userId.toLowerCase())
      : undefined;
  if (!user) throw new ApiError('INVALID_TOKEN');
  await updateUser(context.tx, context.tenant.id, user.id, { digestDays: [] });
}

// Sending --------------------------------------------------------------------------

/** Of the candidates, those within the preferences' distance (all of them without a place). */
function nearby(
  candidates: DigestVacancy[],
  preferences: DigestPreferencesRow | undefined,
): DigestVacancy[] {
  if (!preferences?.latitude || !preferences.longitude || !preferences.distanceKm)
    return candidates;
  const latitude = Number(preferences.latitude);
  const longitude = Number(preferences.longitude);
  const radius = preferences.distanceKm;
  return candidates.filter(
    (vacancy) =>
      vacancy.latitude !== null &&
      vacancy.longitude !== null &&
      haversineKm(latitude, longitude, Number(vacancy.latitude), Number(vacancy.longitude)) <=
        radius,
  );
}

/** The candidates that match the profile, best first. */
async function ranked(
  context: RequestContext,
  profile: NonNullable<Awaited<ReturnType<typeof findMatchProfile>>>,
  candidates: DigestVacancy[],
): Promise<DigestVacancy[]> {
  const byId = new Map(candidates.map((vacancy) => [vacancy.id, vacancy]));
  const order = await rankByProfile(context.tx, context.tenant.id, profile, [...byId.keys()]);
  return order.flatMap((id) => byId.get(id) ?? []);
}

export type DigestOutcome = 'sent' | 'nothing_new' | 'already_done' | 'not_due';

/** Sends one user's periodic mail for its due day, unless that day is done already. */
async function sendDigestTo(
  context: RequestContext,
  user: DigestSubscriber,
  now: Date,
): Promise<DigestOutcome> {
  const day = dueDay(user.digestDays, now);
  if (!day) return 'not_due';
  const tenantId = context.tenant.id;
  const [previous] = await context.tx
    .select({ createdAt: digestDeliveries.createdAt })
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.tenantId, tenantId), eq(digestDeliveries.userId, user.id)))
    .orderBy(desc(digestDeliveries.createdAt))
    .limit(1);
  // The day's row is taken first: a second run (a restart, another worker) waits for this one and then finds it.
  const taken = await context.tx
    .insert(digestDeliveries)
    .values({ tenantId, userId: user.id, day })
    .onConflictDoNothing()
    .returning({ day: digestDeliveries.day });
  if (taken.length === 0) return 'already_done';

  const since = new Date(
    Math.max(
      previous?.createdAt.getTime() ?? 0,
      user.createdAt.getTime(),
      now.getTime() - LOOKBACK_MS,
    ),
  );
  const [preferences] = await context.tx
    .select()
    .from(digestPreferences)
    .where(and(eq(digestPreferences.tenantId, tenantId), eq(digestPreferences.userId, user.id)));
  const scope = {
    tenantId,
    centers: publicCenters({
      volunteerCenterId: user.volunteerCenterId,
      features: context.tenant.features,
    }),
    excludedTypes: switchedOffVacancyTypes(context.tenant.features),
  };
  // A volunteer with a profile gets what is new ranked by the match with it, as "Voor jou" (issue 28).
  const profile = context.tenant.features.volunteerProfiles
    ? await findMatchProfile(context.tx, tenantId, user.id)
    : null;
  const candidates = await listPublishedBetween(
    context.tx,
    scope,
    {
      since,
      until: now,
      categoryIds: profile ? [] : (preferences?.categoryIds ?? []),
      types: (preferences?.vacancyTypes ?? []) as VacancyType[],
    },
    CANDIDATES,
  );
  const matches = profile
    ? await ranked(context, profile, candidates)
    : nearby(candidates, preferences);
  const unread = await unreadNotificationsOf(context, user.id);
  if (matches.length === 0 && unread.messages === 0 && unread.others === 0) return 'nothing_new';

  const site = (path: string) => siteUrl(context, user.volunteerCenterId, 'public_site', path);
  const token = unsubscribeToken(context.config.secretKey, tenantId, user.id);
  const unsubscribe = `${await site('/api/v1/digest_unsubscribe')}?token=${encodeURIComponent(token)}`;
  const vacancies = [];
  for (const vacancy of matches.slice(0, LISTED)) {
    vacancies.push({
      title: vacancy.title,
      place: vacancy.place ?? '',
      url: await site(`/vacancies/${vacancy.id}`),
    });
  }
  const mail = await composeMail(context, {
    to: user.email,
    locale: user.locale,
    recipientName: user.firstName,
    volunteerCenterId: user.volunteerCenterId,
    template: 'digest',
    values: {
      vacancies,
      vacancy_count: matches.length,
      more_count: Math.max(0, matches.length - LISTED),
      search_link: await site('/vacancies/search'),
      unread_conversations: unread.messages,
      conversation_link: unread.newestMessage
        ? await siteUrl(
            context,
            user.volunteerCenterId,
            unread.newestMessage.linkApp,
            unread.newestMessage.linkPath,
          )
        : '',
      unread_count: unread.others,
      unread_link: unread.newestOther
        ? await siteUrl(
            context,
            user.volunteerCenterId,
            unread.newestOther.linkApp,
            unread.newestOther.linkPath,
          )
        : '',
      settings_link: await site('/profile-edit/periodieke-mail'),
      // A page that asks before it unsubscribes: a link scanner's GET must not do it.
      unsubscribe_link: `${await site('/periodieke-mail/afmelden')}?token=${encodeURIComponent(token)}`,
    },
  });
  // Staff switched the periodic mail off: the day counts as done, with nothing sent.
  if (!mail) return 'nothing_new';
  await queueMail(context, {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  await context.tx
    .update(digestDeliveries)
    .set({ vacancyCount: matches.length, sentAt: sql`now()` })
    .where(and(eq(digestDeliveries.userId, user.id), eq(digestDeliveries.day, day)));
  return 'sent';
}

/**
 * The `digests.send` job: every user whose periodic-mail day has come gets one
 * mail for it with what is new since their previous one, or none when nothing
 * is; each day at most once, whatever runs it.
 */
export async function sendDueDigests(
  tenantIds: readonly string[],
  inTenant: TenantContextRunner,
  now = new Date(),
): Promise<Record<DigestOutcome, number>> {
  const counts: Record<DigestOutcome, number> = {
    sent: 0,
    nothing_new: 0,
    already_done: 0,
    not_due: 0,
  };
  for (const tenantId of tenantIds) {
    const subscribers = await inTenant(tenantId, 'job digests.send', (context) =>
      listDigestSubscribers(context.tx, tenantId),
    );
    for (let start = 0; start < subscribers.length; start += BATCH) {
      await inTenant(tenantId, 'job digests.send', async (context) => {
        for (const user of subscribers.slice(start, start + BATCH))
          counts[await sendDigestTo(context, user, now)] += 1;
      });
    }
  }
  return counts;
}

/**
 * An admin sends their tenant's periodic mail now, as the hourly job would (after
 * an outage of the mail server, say): whoever has a due day without its mail gets
 * it, nobody twice. Checked and audited in the request; the run itself goes in
 * transactions of its own, like the job's.
 */
export async function authorizeDigestRun(context: RequestContext): Promise<void> {
  const admin = requireRole(context, 'admin');
  await recordAuditEvent(context, {
    action: 'periodic_mail.sent_now',
    actorUserId: admin.id,
    volunteerCenterId: null,
  });
}
