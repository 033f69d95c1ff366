import { CENTER_ALERT_DAYS, matchCheckAnswerSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { tokenDigest } from '../../platform/secrets/tokens';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireRole, requireUser, staffCenterOf } from '../../identity/access/access';
import { findOrganization } from '../../identity/organizations/organizations.data';
import { listUnansweredApplications } from '../applications/applications.data';
import { DAY_MS } from './responsiveness.jobs';
import { answerMatchCheck, findMatchCheckByDigest, findResponseTime, type MatchCheckRow } from './responsiveness.repository';

/** An organisation's "usually responds within N days" (null: too few answered applications, or none known). */
export async function getResponseTime(context: RequestContext, rawId: string | undefined): Promise<{ organizationId: string; medianDays: number | null }> {
  const organizationId = requireUuid(rawId);
  return { organizationId, medianDays: await findResponseTime(context.tx, context.tenant.id, organizationId) };
}

export type WaitingApplication = {
  id: string;
  organizationId: string;
  organizationName: string;
  vacancyId: string;
  vacancyTitle: string;
  applicantName: string;
  createdAt: Date;
  daysWaiting: number;
};

/**
 * The applications of the staff's centre that have waited unanswered 14 days or more,
 * by organisation (then oldest first): centre superusers see their centre's, admins the
 * site's centre's; everyone else is refused.
 */
export async function listWaitingApplications(context: RequestContext, now = new Date()): Promise<WaitingApplication[]> {
  const user = requireUser(context);
  const volunteerCenterId = staffCenterOf(user, context.tenant.volunteerCenterId);
  if (!volunteerCenterId) throw new ApiError('FORBIDDEN');
  const rows = await listUnansweredApplications(context.tx, context.tenant.id, {
    appliedBefore: new Date(now.getTime() - CENTER_ALERT_DAYS * DAY_MS),
    volunteerCenterId,
  });
  const names = new Map<string, string>();
  for (const organizationId of new Set(rows.map((row) => row.organizationId))) {
    names.set(organizationId, (await findOrganization(context.tx, context.tenant.id, organizationId))?.name ?? '');
  }
  return rows
    .map((row) => ({
      id: row.id,
      organizationId: row.organizationId,
      organizationName: names.get(row.organizationId) ?? '',
      vacancyId: row.vacancyId,
      vacancyTitle: row.vacancyTitle,
      applicantName: row.name ?? '',
      createdAt: row.createdAt,
      daysWaiting: Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS),
    }))
    .sort((a, b) => a.organizationName.localeCompare(b.organizationName, 'nl') || a.createdAt.getTime() - b.createdAt.getTime());
}

/** The question a one-click token is for; unknown, answered or expired tokens are a 422 INVALID_TOKEN. */
async function requireOpenCheck(context: RequestContext, token: string | undefined, now: Date): Promise<MatchCheckRow> {
  const check =
    token && token.length <= 100 ? await findMatchCheckByDigest(context.tx, context.tenant.id, tokenDigest(context.config.secretKey, token)) : undefined;
  if (!check || check.answeredAt || check.expiresAt <= now) throw new ApiError('INVALID_TOKEN');
  return check;
}

/** What the one-click page asks, without signing in. */
export function getMatchCheck(context: RequestContext, token: string | undefined, now = new Date()): Promise<MatchCheckRow> {
  return requireOpenCheck(context, token, now);
}

/** The one-click answer: yes or no, once per question. */
export async function answerMatchCheckWithToken(context: RequestContext, body: unknown, now = new Date()): Promise<MatchCheckRow> {
  const input = parseResourceDocument(body, { type: 'match_check_answers', schema: matchCheckAnswerSchema });
  const check = await requireOpenCheck(context, input.token, now);
  const answered = await answerMatchCheck(context.tx, context.tenant.id, check.id, input.answer, now);
  // A second click that raced this one finds the question answered.
  if (!answered) throw new ApiError('INVALID_TOKEN');
  await recordAuditEvent(context, {
    action: 'application.match_check_answered',
    actorUserId: context.user?.id ?? null,
    subjectType: 'applications',
    subjectId: check.applicationId,
    data: { question: check.question, side: check.side, answer: input.answer },
    volunteerCenterId: check.volunteerCenterId,
  });
  return answered;
}

/**
 * An admin runs the responsiveness job now, as the hourly run would (after an outage of
 * the mail server, say): nothing is sent twice. Checked and audited in the request; the
 * run itself goes in transactions of its own, like the job's.
 */
export async function authorizeResponsivenessRun(context: RequestContext): Promise<void> {
  const admin = requireRole(context, 'admin');
  await recordAuditEvent(context, { action: 'application.responsiveness_run', actorUserId: admin.id, volunteerCenterId: null });
}
