import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow, type ListOptions } from '../../platform/db/list-order';
import { vacancyOrganizations } from '../vacancies/vacancies.views';
import { applications } from './applications.tables';
import type { ApplicationListScope } from './applications.policy';

/** An application with the organisation of its vacancy, which every policy needs. */
export type ApplicationRow = typeof applications.$inferSelect & { organizationId: string };
export type NewApplication = typeof applications.$inferInsert;

export type ApplicationFilters = {
  vacancyId?: string;
  statuses?: ApplicationStatus[];
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
};

export type ApplicationListOptions = ListOptions<ApplicationListScope, ApplicationFilters>;

const columns = { ...getTableColumns(applications), organizationId: vacancyOrganizations.organizationId };

function selectApplications(tx: Tx) {
  return tx.select(columns).from(applications).innerJoin(vacancyOrganizations, eq(vacancyOrganizations.id, applications.vacancyId));
}

function scopeCondition(scope: ApplicationListScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'center':
      return or(eq(applications.volunteerCenterId, scope.volunteerCenterId), eq(applications.userId, scope.userId));
    case 'organizations':
      return scope.organizationIds.length > 0
        ? or(inArray(vacancyOrganizations.organizationId, [...scope.organizationIds]), eq(applications.userId, scope.userId))
        : eq(applications.userId, scope.userId);
    case 'own':
      return eq(applications.userId, scope.userId);
  }
}

const sortColumns = { created_at: applications.createdAt, status: applications.status } as const;

/** One page of the applications a scope allows, with the total count. */
export async function listApplications(
  tx: Tx,
  tenantId: string,
  { scope, filters, sort, page }: ApplicationListOptions,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    eq(applications.tenantId, tenantId),
    scopeCondition(scope),
    filters.vacancyId ? eq(applications.vacancyId, filters.vacancyId) : undefined,
    filters.statuses ? inArray(applications.status, filters.statuses) : undefined,
    filters.createdFrom ? gte(applications.createdAt, filters.createdFrom) : undefined,
    filters.createdBefore ? lt(applications.createdAt, filters.createdBefore) : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await selectApplications(tx)
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns), desc(applications.createdAt), asc(applications.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(applications)
    .innerJoin(vacancyOrganizations, eq(vacancyOrganizations.id, applications.vacancyId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findApplication(tx: Tx, tenantId: string, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(tx).where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)));
  return row;
}

/** The application of an address to a vacancy (addresses compare case-insensitively, like the unique index). */
export async function findApplicationByEmail(tx: Tx, tenantId: string, vacancyId: string, email: string): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(tx).where(
    and(eq(applications.tenantId, tenantId), eq(applications.vacancyId, vacancyId), eq(sql`lower(${applications.email})`, email.toLowerCase())),
  );
  return row;
}

export async function insertApplication(tx: Tx, values: NewApplication): Promise<typeof applications.$inferSelect> {
  const [row] = await tx.insert(applications).values(values).returning();
  return row!;
}

export async function updateApplication(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<NewApplication>,
): Promise<typeof applications.$inferSelect> {
  const [row] = await tx
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id)))
    .returning();
  return row!;
}

/**
 * Sends a withdrawn application anew; undefined when it is no longer withdrawn
 * (a simultaneous request did it first: the row lock makes this one see that).
 */
export async function reopenWithdrawnApplication(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<NewApplication>,
): Promise<typeof applications.$inferSelect | undefined> {
  const [row] = await tx
    .update(applications)
    .set({ ...values, status: 'pending', decisionReason: null, decidedAt: null, decidedById: null, answeredAt: null, createdAt: new Date(), updatedAt: new Date() })
    // An anonymised one stays the organisation's record of someone gone: its address is nobody's to apply with.
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id), eq(applications.status, 'withdrawn'), isNull(applications.anonymisedAt)))
    .returning();
  return row;
}

/** Moves the applications to the given vacancies to another centre (they carry the centre of their vacancy). */
export async function moveApplicationsToCenter(tx: Tx, tenantId: string, vacancyIds: string[], toCenterId: string): Promise<void> {
  if (vacancyIds.length === 0) return;
  await tx
    .update(applications)
    .set({ volunteerCenterId: toCenterId })
    .where(and(eq(applications.tenantId, tenantId), inArray(applications.vacancyId, vacancyIds)));
}

/**
 * Records the organisation's first answer to an application (a reply in a
 * conversation about it); a later one keeps the first.
 */
export async function markApplicationAnswered(tx: Tx, tenantId: string, id: string, at: Date): Promise<void> {
  await tx
    .update(applications)
    .set({ answeredAt: at })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id), isNull(applications.answeredAt)));
}

/**
 * Pending applications nobody of the organisation answered yet, sent on or before
 * `appliedBefore` (and, when given, after `appliedAfter`), oldest first; of a
 * centre when `volunteerCenterId` is given. Anonymised ones wait for nobody.
 */
export function listUnansweredApplications(
  tx: Tx,
  tenantId: string,
  { appliedBefore, appliedAfter, volunteerCenterId }: { appliedBefore: Date; appliedAfter?: Date; volunteerCenterId?: string },
): Promise<ApplicationRow[]> {
  return selectApplications(tx)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.status, 'pending'),
        isNull(applications.answeredAt),
        isNull(applications.anonymisedAt),
        lte(applications.createdAt, appliedBefore),
        appliedAfter ? gt(applications.createdAt, appliedAfter) : undefined,
        volunteerCenterId ? eq(applications.volunteerCenterId, volunteerCenterId) : undefined,
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
}

/** Applications accepted within [from, to), oldest first. */
export function listAcceptedBetween(tx: Tx, tenantId: string, from: Date, to: Date): Promise<ApplicationRow[]> {
  return selectApplications(tx)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.status, 'accepted'),
        gte(applications.decidedAt, from),
        lt(applications.decidedAt, to),
      ),
    )
    .orderBy(asc(applications.decidedAt), asc(applications.id));
}

/**
 * How long each organisation took to answer its `perOrganization` most recently
 * answered applications, in milliseconds, newest first.
 */
export async function listRecentAnswerTimes(tx: Tx, tenantId: string, perOrganization: number): Promise<Map<string, number[]>> {
  const ranked = tx
    .select({
      organizationId: vacancyOrganizations.organizationId,
      waitedMs: sql<number>`extract(epoch from (${applications.answeredAt} - ${applications.createdAt})) * 1000`.as('waited_ms'),
      rank: sql<number>`row_number() over (partition by ${vacancyOrganizations.organizationId} order by ${applications.answeredAt} desc)`.as('rank'),
    })
    .from(applications)
    .innerJoin(vacancyOrganizations, eq(vacancyOrganizations.id, applications.vacancyId))
    .where(and(eq(applications.tenantId, tenantId), isNotNull(applications.answeredAt)))
    .as('ranked');
  const rows = await tx
    .select({ organizationId: ranked.organizationId, waitedMs: ranked.waitedMs })
    .from(ranked)
    .where(lte(ranked.rank, perOrganization))
    .orderBy(asc(ranked.organizationId), asc(ranked.rank));
  const times = new Map<string, number[]>();
  for (const row of rows) times.set(row.organizationId, [...(times.get(row.organizationId) ?? []), Math.max(0, Number(row.waitedMs))]);
  return times;
}
