import type { Tx } from '../../db/database';
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
