import { poolStopSchema, profileReplyAnswerSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { translate } from '../../platform/i18n/messages';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, staffCenterOf, type CurrentUser } from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { findApplicationByEmail } from '../applications/applications.data';
import { createApplication } from '../applications/applications.service';
import { startAcceptedReplyConversation } from '../conversations/conversations.starting';
import { findVacancy } from '../vacancies/vacancies.data';
import { requirePoolFeature } from './volunteer-pool.policy';
import { tellOrganizationOfAnswer } from './volunteer-pool.replies.mails';
import { lockReply, updateReply, type ReplyRow } from './volunteer-pool.replies.repository';
import { fieldError, getReply, type ReplyView } from './volunteer-pool.replies.service';

// The volunteer's answer to a reply (accepting starts a conversation and, for a vacancy, an
// application), and staff stopping a reply as abuse.

/**
 * The volunteer's application to the reply's vacancy while it is still open
 * to applicants: the one they have (unless withdrawn) or a new one by the
 * applications module's own rules and mails. Null when the vacancy is gone or
 * closed: the conversation still starts.
 */
async function applicationFor(
  context: RequestContext,
  user: CurrentUser,
  vacancyId: string | null,
): Promise<string | null> {
  if (!vacancyId) return null;
  const vacancy = await findVacancy(context.tx, context.tenant.id, vacancyId);
  if (!vacancy || vacancy.status !== 'published') return null;
  const existing = await findApplicationByEmail(
    context.tx,
    context.tenant.id,
    vacancy.id,
    user.email,
  );
  if (existing && existing.status !== 'withdrawn') return existing.id;
  try {
    const application = await createApplication(context, {
      data: { type: 'applications', attributes: { vacancy_id: vacancy.id } },
    });
    return application.id;
  } catch (error) {
    // Expired or of a type switched off since: not open to applicants any more.
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Starts what accepting a reply starts, and returns its ids. */
async function acceptReply(context: RequestContext, user: CurrentUser, reply: ReplyRow) {
  const applicationId = await applicationFor(context, user, reply.vacancyId);
  const organization = await findOrganization(context.tx, context.tenant.id, reply.organizationId);
  const vacancy = reply.vacancyId
    ? await findVacancy(context.tx, context.tenant.id, reply.vacancyId)
    : undefined;
  const conversationId = await startAcceptedReplyConversation(context, {
    volunteer: user,
    organizationId: reply.organizationId,
    volunteerCenterId: reply.volunteerCenterId,
    senderId: reply.senderId,
    subject:
      vacancy?.title ??
      translate(context.locale, 'volunteer_pool.conversation_subject', {
        organization: organization?.name ?? '',
      }),
    body: reply.body,
    vacancyId: vacancy?.id ?? null,
    applicationId,
  });
  return { conversationId, applicationId, vacancyTitle: vacancy?.title ?? null };
}

/**
 * The volunteer accepts or declines a reply to their profile, once (a second
 * answer is 422 `already_answered`). Accepting starts the conversation with
 * the organisation (the reply its first message) and, when the reply names a
 * vacancy still open, the application to it; the organisation is told
 * either way, of a decline without any reason.
 */
export async function answerReply(
  context: RequestContext,
  rawId: string | undefined,
  body: unknown,
): Promise<ReplyView> {
  requirePoolFeature(context.tenant);
  const user = requireUser(context);
  const id = requireUuid(rawId);
  const reply = await lockReply(context.tx, context.tenant.id, id);
  if (!reply || reply.volunteerId !== user.id || reply.status === 'stopped')
    throw new ApiError('NOT_FOUND');
  const input = parseResourceDocument(body, {
    type: 'volunteer_profile_replies',
    schema: profileReplyAnswerSchema,
    id,
  });
  if (reply.status !== 'sent')
    throw fieldError('status', 'already_answered', { meta: { status: reply.status } });
  const answered = { ...reply, status: input.status, answeredAt: new Date() };
  let vacancyTitle: string | null = null;
  if (input.status === 'accepted') {
    const started = await acceptReply(context, user, reply);
    Object.assign(answered, {
      conversationId: started.conversationId,
      applicationId: started.applicationId,
    });
    vacancyTitle = started.vacancyTitle;
  }
  await updateReply(context.tx, context.tenant.id, id, {
    status: answered.status,
    answeredAt: answered.answeredAt,
    conversationId: answered.conversationId,
    applicationId: answered.applicationId,
  });
  await tellOrganizationOfAnswer(context, answered, {
    volunteer: user.firstName?.trim() || user.email,
    vacancy: vacancyTitle,
  });
  return getReply(context, id);
}

/** The centre's staff on this site (admin or centre superuser), with the pool switched on; others 403. */
export function requirePoolStaff(context: RequestContext): {
  user: CurrentUser;
  volunteerCenterId: string;
} {
  requirePoolFeature(context.tenant);
  const user = requireUser(context);
  const volunteerCenterId = staffCenterOf(user, context.tenant.volunteerCenterId);
  if (volunteerCenterId !== context.tenant.volunteerCenterId) throw new ApiError('FORBIDDEN');
  return { user, volunteerCenterId };
}

/**
 * Staff take a reply back as abuse: the volunteer no longer sees it (nor can
 * answer it), the organisation and staff see it `stopped` with the reason.
 * Audited.
 */
export async function stopReply(
  context: RequestContext,
  rawId: string | undefined,
  body: unknown,
): Promise<ReplyView> {
  const { user, volunteerCenterId } = requirePoolStaff(context);
  const id = requireUuid(rawId);
  const reply = await lockReply(context.tx, context.tenant.id, id);
  if (!reply || reply.volunteerCenterId !== volunteerCenterId) throw new ApiError('NOT_FOUND');
  const input = parseResourceDocument(body, {
    type: 'volunteer_profile_replies',
    schema: poolStopSchema,
    id,
  });
  if (reply.status === 'stopped')
    throw new ApiError('CONFLICT', {
      detailKey: 'error.CONFLICT.reply_stopped_already',
      reason: 'already_stopped',
    });
  await updateReply(context.tx, context.tenant.id, id, {
    status: 'stopped',
    stoppedById: user.id,
    stopReason: input.reason,
  });
  await recordAuditEvent(context, {
    action: 'volunteer_profile_reply.stopped',
    actorUserId: user.id,
    subjectType: 'volunteer_profile_replies',
    subjectId: id,
    volunteerCenterId,
    data: { from: reply.status, organization_id: reply.organizationId, reason: input.reason },
  });
  return getReply(context, id);
}
