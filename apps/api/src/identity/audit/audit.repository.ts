import { and, asc, count, eq, gte, ilike, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { SIGN_IN_AS_ACTION_PREFIX, type AuditEventKind } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow, type ListOptions } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { UserRow } from '../users/users.data';
import { userDirectory } from '../users/users.views';
import { auditEvents } from './audit.tables';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** An event with what the answer shows of its actor (null for jobs, visitors and deleted accounts). */
export type AuditEventWithActor = AuditEventRow & {
  actor: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'deletedAt'> | null;
};

export type AuditEventFilters = {
  volunteerCenterId?: string;
  kind?: AuditEventKind;
  actorId?: string;
  subjectType?: string;
  subjectId?: string;
  createdFrom?: Date;
  createdUntil?: Date;
  /** Words in the actor's name or e-mail address, or the name or title the event records. */
  text?: string;
};

const startsWith = (prefix: string) => sql`starts_with(${auditEvents.action}, ${prefix})`;

function kindCondition(kind: AuditEventKind): SQL | undefined {
  if (kind === 'sign_in_as') return startsWith(SIGN_IN_AS_ACTION_PREFIX);
  if (kind === 'user') return and(startsWith('user.'), not(startsWith(SIGN_IN_AS_ACTION_PREFIX)));
  return startsWith(`${kind}.`);
}

const actorName = sql<string>`concat_ws(' ', ${userDirectory.firstName}, ${userDirectory.lastName})`;
const recordedName = sql<string>`coalesce(${auditEvents.data}->>'title', ${auditEvents.data}->>'name', '')`;

function conditions(
  tenantId: string,
  scope: { volunteerCenterId: string | null },
  filters: AuditEventFilters,
) {
  const pattern = filters.text && containsPattern(filters.text);
  return and(
    eq(auditEvents.tenantId, tenantId),
    scope.volunteerCenterId
      ? eq(auditEvents.volunteerCenterId, scope.volunteerCenterId)
      : undefined,
    filters.volunteerCenterId
      ? eq(auditEvents.volunteerCenterId, filters.volunteerCenterId)
      : undefined,
    filters.kind ? kindCondition(filters.kind) : undefined,
    filters.actorId ? eq(auditEvents.actorUserId, filters.actorId) : undefined,
    filters.subjectType ? eq(auditEvents.subjectType, filters.subjectType) : undefined,
    filters.subjectId ? eq(auditEvents.subjectId, filters.subjectId) : undefined,
    filters.createdFrom ? gte(auditEvents.createdAt, filters.createdFrom) : undefined,
    filters.createdUntil ? lte(auditEvents.createdAt, filters.createdUntil) : undefined,
    pattern
      ? or(
          ilike(actorName, pattern),
          ilike(userDirectory.email, pattern),
          ilike(recordedName, pattern),
        )
      : undefined,
  );
}

const sortColumns = { created_at: auditEvents.createdAt } as const;

/** One page of the events in sight, newest first unless sorted otherwise, with the total count. */
export async function listAuditEvents(
  tx: Tx,
  tenantId: string,
  {
    scope,
    filters,
    sort,
    page,
  }: ListOptions<{ volunteerCenterId: string | null }, AuditEventFilters>,
): Promise<{ rows: AuditEventWithActor[]; total: number }> {
  const where = conditions(tenantId, scope, filters);
  const actorJoin = and(
    eq(userDirectory.id, auditEvents.actorUserId),
    eq(userDirectory.tenantId, tenantId),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select({
      event: auditEvents,
      actor: {
        firstName: userDirectory.firstName,
        lastName: userDirectory.lastName,
        email: userDirectory.email,
        deletedAt: userDirectory.deletedAt,
      },
    })
    .from(auditEvents)
    .leftJoin(userDirectory, actorJoin)
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns), asc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(auditEvents)
    .leftJoin(userDirectory, actorJoin)
    .where(where);
  return {
    rows: rows.map(({ event, actor }) => ({ ...event, actor })),
    total: counted?.total ?? 0,
  };
}
