import {
  PROFILE_REPLY_LIMITS,
  PROFILE_REPLY_STATUSES,
  profileReplyCreateSchema,
  type Locale,
} from '@platform/contracts';
import { ApiError, ValidationError, type FieldReason } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import { pickedFilter, uuidFilter } from '../../platform/http/list-filters';
import type { ListPage } from '../../platform/http/list-handler';
import type { RequestContext } from '../../platform/http/request-context';
import { requireUser, staffCenterOf, type CurrentUser } from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { findVacanciesByIds, findVacancy } from '../vacancies/vacancies.data';
import { findBlockOf } from './volunteer-pool.blocks.repository';
import { poolAccess, requirePoolFeature } from './volunteer-pool.policy';
import { findPoolProfile } from './volunteer-pool.profiles.repository';
import { tellVolunteerOfReply } from './volunteer-pool.replies.mails';
import {
  countRepliesToday,
  findLatestReplySince,
  findReplyFor,
  findUserRecipient,
  insertReply,
  listReplies,
  lockOrganizationReplies,
  type ReplyScope,
  type ReplyWithNames,
} from './volunteer-pool.replies.repository';

// Replies of organisations to profiles in the pool (issue 28): sending one within the limits,
// and reading them as the volunteer, the organisation or the centre's staff.

/** A reply with everything its serializer shows. */
export type ReplyView = ReplyWithNames & { vacancyTitle: string | null };

const DAY_MS = 86_400_000;

/** A 422 on one attribute of the document. */
export const fieldError = (
  field: string,
  reason: FieldReason,
  extra: { params?: Record<string, string | number>; meta?: Record<string, string | number> } = {},
) => new ValidationError([{ pointer: `/data/attributes/${field}`, field, reason, ...extra }]);

/** A date as the reader writes it, in the centre's time zone ("3 augustus 2026"). */
function longDate(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** Which replies the caller sees (repository ReplyScope); the organisation they act for narrows theirs to it. */
export function replyScope(context: RequestContext, user: CurrentUser): ReplyScope {
  const acting =
    context.organizationId && user.organizationIds.includes(context.organizationId)
      ? [context.organizationId]
      : user.organizationIds;
  return {
    userId: user.id,
    organizationIds: acting,
    staffCenterId: staffCenterOf(user, context.tenant.volunteerCenterId),
  };
}

/** Adds the titles of the vacancies the replies name. */
export async function viewsOf(
  context: RequestContext,
  rows: ReplyWithNames[],
): Promise<ReplyView[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.vacancyId ? [row.vacancyId] : [])))];
  const vacancies = await findVacanciesByIds(context.tx, context.tenant.id, ids);
  return rows.map((row) => ({
    ...row,
    vacancyTitle: vacancies.find((vacancy) => vacancy.id === row.vacancyId)?.title ?? null,
  }));
}

/** One reply the caller sees; any other is a 404, as if it did not exist. */
export async function getReply(
  context: RequestContext,
  rawId: string | undefined,
): Promise<ReplyView> {
  requirePoolFeature(context.tenant);
  const user = requireUser(context);
  const row = await findReplyFor(
    context.tx,
    context.tenant.id,
    requireUuid(rawId),
    replyScope(context, user),
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return (await viewsOf(context, [row]))[0]!;
}

/**
 * The replies the caller sees, newest first: to their own profile (never
 * stopped ones), sent by their organisations, and, for staff, every reply of
 * the centre; `filter[organization_id]`, `filter[status]` and
 * `filter[received]=true` (only those to the caller's own profile) narrow them.
 */
export async function listVisibleReplies(
  context: RequestContext,
  query: ListQuery,
): Promise<ListPage<ReplyView>> {
  requirePoolFeature(context.tenant);
  const user = requireUser(context);
  const filters = {
    organizationId: uuidFilter(query.filters, 'organization_id'),
    status: pickedFilter(query.filters, 'status', PROFILE_REPLY_STATUSES),
    receivedBy: pickedFilter(query.filters, 'received', ['true']) ? user.id : undefined,
  };
  const { rows, total } = await listReplies(
    context.tx,
    context.tenant.id,
    replyScope(context, user),
    filters,
    query.page,
  );
  return { rows: await viewsOf(context, rows), total };
}

/**
 * The approved organisation of the centre the caller replies for: the one
 * they act for (`Current-Organization-Id`, which the caller's identification
 * checked: a superuser's own, or any of the centre's for its staff).
 */
async function replyingOrganization(context: RequestContext, organizationId: string) {
  const reader = await poolAccess(context);
  if (!reader.organizationId)
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.reply_organization' });
  if (organizationId !== reader.organizationId)
    throw fieldError('organization_id', 'not_acting_organization');
  const organization = await findOrganization(context.tx, context.tenant.id, organizationId);
  const approvedHere =
    organization &&
    !organization.deletedAt &&
    organization.status === 'approved' &&
    organization.volunteerCenterId === reader.volunteerCenterId;
  if (!approvedHere)
    throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.reply_organization' });
  return { user: reader.user, organization };
}

/**
 * Refuses a reply past a limit (PROFILE_REPLY_LIMITS): staff stopped the
 * organisation's replies (403 `replies_stopped`, with their reason), it
 * replied to this volunteer in the last 30 days (422 `reply_too_soon`, with
 * the day it may again), or it sent the day's maximum (429 `daily_limit`,
 * until midnight in the centre's time zone). Called under the
 * organisation's lock, so what it counts cannot change before the insert.
 */
async function checkLimits(
  context: RequestContext,
  organizationId: string,
  volunteerProfileId: string,
): Promise<void> {
  const { tx, tenant, config, locale } = context;
  const block = await findBlockOf(tx, tenant.id, organizationId);
  if (block) {
    throw new ApiError('FORBIDDEN', {
      detailKey: 'error.FORBIDDEN.replies_stopped',
      params: { reason: block.reason },
      reason: 'replies_stopped',
      meta: { stop_reason: block.reason },
    });
  }
  const days = PROFILE_REPLY_LIMITS.perVolunteerDays;
  const latest = await findLatestReplySince(
    tx,
    tenant.id,
    organizationId,
    volunteerProfileId,
    new Date(Date.now() - days * DAY_MS),
  );
  if (latest) {
    const allowedFrom = new Date(latest.createdAt.getTime() + days * DAY_MS);
    throw fieldError('volunteer_profile_id', 'reply_too_soon', {
      params: { days, date: longDate(allowedFrom, locale, config.timeZone) },
      meta: { allowed_from: allowedFrom.toISOString() },
    });
  }
  const limit = PROFILE_REPLY_LIMITS.perOrganizationPerDay;
  const { sent, nextDay } = await countRepliesToday(tx, tenant.id, organizationId, config.timeZone);
  if (sent >= limit) {
    const seconds = Math.max(1, Math.ceil((nextDay.getTime() - Date.now()) / 1000));
    throw new ApiError('RATE_LIMITED', {
      detailKey: 'error.RATE_LIMITED.daily_reply_limit',
      params: { limit },
      reason: 'daily_limit',
      meta: { limit, retry_at: nextDay.toISOString() },
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/**
 * Sends a reply to a profile in the pool for the organisation the caller
 * acts for, optionally about one of its published vacancies, and tells the
 * volunteer (in the app, and by mail unless they chose otherwise).
 */
export async function createReply(context: RequestContext, body: unknown): Promise<ReplyView> {
  requirePoolFeature(context.tenant);
  const input = parseResourceDocument(body, {
    type: 'volunteer_profile_replies',
    schema: profileReplyCreateSchema,
  });
  const { user, organization } = await replyingOrganization(context, input.organizationId);
  const { tx, tenant } = context;
  const profile = await findPoolProfile(tx, tenant.id, input.volunteerProfileId);
  const volunteer =
    profile?.volunteerCenterId === organization.volunteerCenterId
      ? await findUserRecipient(tx, tenant.id, profile.userId)
      : undefined;
  if (!profile || !volunteer) throw fieldError('volunteer_profile_id', 'not_in_pool');
  if (profile.userId === user.id) throw fieldError('volunteer_profile_id', 'own_side');
  let vacancyTitle: string | null = null;
  if (input.vacancyId) {
    const vacancy = await findVacancy(tx, tenant.id, input.vacancyId);
    const open =
      vacancy &&
      vacancy.organizationId === organization.id &&
      vacancy.status === 'published' &&
      !(vacancy.expiresAt && vacancy.expiresAt <= new Date());
    if (!open) throw fieldError('vacancy_id', 'not_open_vacancy');
    vacancyTitle = vacancy.title;
  }
  await lockOrganizationReplies(tx, organization.id);
  await checkLimits(context, organization.id, profile.id);
  const reply = await insertReply(tx, {
    tenantId: tenant.id,
    volunteerCenterId: organization.volunteerCenterId,
    volunteerProfileId: profile.id,
    volunteerId: profile.userId,
    organizationId: organization.id,
    senderId: user.id,
    vacancyId: input.vacancyId,
    body: input.body,
  });
  await tellVolunteerOfReply(context, reply, volunteer, {
    organization: organization.name,
    vacancy: vacancyTitle,
  });
  return getReply(context, reply.id);
}
