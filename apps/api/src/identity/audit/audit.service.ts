import { AUDIT_EVENT_KINDS, type AuditEventKind } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import type { ListQuery } from '../../platform/http/json-api';
import { dateFilter, invalidFilter, pickedFilter, uuidFilter } from '../../platform/http/list-filters';
import type { RequestContext } from '../../platform/http/request-context';
import { requireUser } from '../access/access';
import { auditEventScope, mayReadAuditEvents, maySeeAuditIpAddresses } from './audit.policy';
import {
  listAuditEvents,
  type AuditEventFilters,
  type AuditEventWithActor,
} from './audit.repository';
import { auditEvents } from './audit.tables';

/** What happened, by whom, to which record. */
export type AuditEvent = {
  /** `<subject>.<verb>`, e.g. `page.published`; the part before the dot is the event's kind (docs/api.md, "Audit events"). */
  action: string;
  /** Who did it; null for the platform's own jobs and for visitors. */
  actorUserId: string | null;
  subjectType?: string;
  subjectId?: string;
  data?: Record<string, unknown>;
  /** The centre the record belongs to when it is not the request's centre (an admin acting on another centre's record, a job). */
  volunteerCenterId?: string | null;
};

/** The part of a request context an audit event is recorded in. */
export type AuditContext = Pick<RequestContext, 'tx' | 'tenant' | 'ip'>;

/**
 * Appends an event to the audit trail inside the request's transaction, so it
 * commits with the change. The tenant, the caller's IP address and (unless
 * the event names one) the request's centre come from the context.
 */
export async function recordAuditEvent(context: AuditContext, event: AuditEvent): Promise<void> {
  await context.tx.insert(auditEvents).values({
    tenantId: context.tenant.id,
    volunteerCenterId:
      event.volunteerCenterId === undefined
        ? context.tenant.volunteerCenterId
        : event.volunteerCenterId,
    action: event.action,
    actorUserId: event.actorUserId,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    data: event.data ?? {},
    ipAddress: context.ip,
  });
}

/** Turns `filter[...]` values into typed filters; a value that can match nothing valid is a 400. */
function auditEventFilters(filters: ListQuery['filters']): AuditEventFilters {
  const subjectType = filters.get('subject_type');
  if (subjectType !== undefined && !/^[a-z_]{1,64}$/.test(subjectType))
    throw invalidFilter('subject_type');
  return {
    volunteerCenterId: uuidFilter(filters, 'volunteer_center_id'),
    kind: pickedFilter<AuditEventKind>(filters, 'kind', AUDIT_EVENT_KINDS),
    actorId: uuidFilter(filters, 'actor_id'),
    subjectType,
    subjectId: uuidFilter(filters, 'subject_id'),
    createdFrom: dateFilter(filters, 'created_at_gteq', false),
    createdUntil: dateFilter(filters, 'created_at_lteq', true),
    text: filters.get('q')?.trim() || undefined,
  };
}

/**
 * The audit trail in the caller's sight (admins: the tenant; centre
 * superusers: their own centre), newest first. Every other role is a 403.
 */
export async function listAuditEventsInSight(
  context: RequestContext,
  query: ListQuery,
): Promise<{ events: AuditEventWithActor[]; total: number; mayShowIp: boolean }> {
  const user = requireUser(context);
  if (!mayReadAuditEvents(user)) throw new ApiError('FORBIDDEN');
  const filters = auditEventFilters(query.filters);
  const { rows, total } = await listAuditEvents(context.tx, context.tenant.id, {
    scope: auditEventScope(user),
    filters,
    sort: query.sort,
    page: query.page,
  });
  return { events: rows, total, mayShowIp: maySeeAuditIpAddresses(user) };
}
