import type { Tx } from '../../db/database';
import type { RequestContext } from '../../http/request-context';
import { auditEvents } from './audit.tables';

export type AuditEvent = {
  tenantId: string;
  action: string;
  actorUserId?: string | null;
  subjectType?: string;
  subjectId?: string;
  data?: Record<string, unknown>;
  ipAddress?: string;
};

/** Appends an event to the audit trail inside the caller's transaction, so it commits with the change. */
export async function recordAuditEvent(tx: Tx, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    tenantId: event.tenantId,
    action: event.action,
    actorUserId: event.actorUserId ?? null,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    data: event.data ?? {},
    ipAddress: event.ipAddress,
  });
}

/**
 * Records what the signed-in user did to one record on this request: the
 * tenant, actor and IP address come from the request context.
 */
export async function auditUserAction(
  context: Pick<RequestContext, 'tx' | 'tenant' | 'ip'>,
  userId: string,
  action: string,
  subject: { type: string; id: string },
  data: Record<string, unknown> = {},
): Promise<void> {
  await recordAuditEvent(context.tx, {
    tenantId: context.tenant.id,
    action,
    actorUserId: userId,
    subjectType: subject.type,
    subjectId: subject.id,
    data,
    ipAddress: context.ip,
  });
}
