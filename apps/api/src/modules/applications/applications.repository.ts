import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, Locale } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { orderByFields, pageWindow, type ListOptions } from '../../db/list-order';
import { organizationMembers } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { vacancies } from '../vacancies/vacancies.tables';
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

const columns = { ...getTableColumns(applications), organizationId: vacancies.organizationId };

function selectApplications(tx: Tx) {
  return tx.select(columns).from(applications).innerJoin(vacancies, eq(vacancies.id, applications.vacancyId));
}

function scopeCondition(scope: ApplicationListScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'center':
      return or(eq(applications.volunteerCenterId, scope.volunteerCenterId), eq(applications.userId, scope.userId));
    case 'organizations':
      return scope.organizationIds.length > 0
        ? or(inArray(vacancies.organizationId, [...scope.organizationIds]), eq(applications.userId, scope.userId))
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
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
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
    .set({ ...values, status: 'pending', decisionReason: null, decidedAt: null, decidedById: null, createdAt: new Date(), updatedAt: new Date() })
    .where(and(eq(applications.tenantId, tenantId), eq(applications.id, id), eq(applications.status, 'withdrawn')))
    .returning();
  return row;
}

export type MailRecipient = { email: string; firstName: string | null; locale: Locale };

/** The active, not deleted members of an organisation, who get its applications when the vacancy names no contact e-mail. */
export function listOrganizationRecipients(tx: Tx, tenantId: string, organizationId: string): Promise<MailRecipient[]> {
  return tx
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.tenantId, tenantId),
        eq(organizationMembers.organizationId, organizationId),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.email));
}
