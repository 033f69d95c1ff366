import { auditEventKind } from '@platform/contracts';
import { resource, type ResourceObject } from '../../platform/http/json-api';
import { fullName } from '../users/users.serializer';
import type { AuditEventWithActor } from './audit.repository';

/** The name or title an event recorded of its record, if it did. */
function recordedName(data: Record<string, unknown>): string | null {
  const name = data.title ?? data.name;
  return typeof name === 'string' && name ? name : null;
}

/** An audit event as staff read it; the actor's name is null for jobs, visitors and deleted accounts. */
export function serializeAuditEvent(
  event: AuditEventWithActor,
  { withIp }: { withIp: boolean },
): ResourceObject {
  const actor = event.actor && !event.actor.deletedAt ? event.actor : null;
  return resource('audit_events', event.id, {
    action: event.action,
    kind: auditEventKind(event.action),
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    subjectName: recordedName(event.data),
    data: event.data,
    actorId: event.actorUserId,
    actorName: actor ? fullName(actor) : null,
    volunteerCenterId: event.volunteerCenterId,
    ...(withIp ? { ipAddress: event.ipAddress } : {}),
    createdAt: event.createdAt.toISOString(),
  });
}
