import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { organizationMembers, organizations } from '../organizations/organizations.tables';
import { users } from '../users/users.tables';
import { vacancies } from '../vacancies/vacancies.tables';

/** Counts per value of a status column, as a plain object. */
function tally(rows: { status: string; n: number }[]): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

export async function countVacanciesByStatus(tx: Tx, tenantId: string, organizationId: string) {
  const rows = await tx
    .select({ status: vacancies.status, n: count() })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.organizationId, organizationId), ne(vacancies.status, 'deleted')))
    .groupBy(vacancies.status);
  return tally(rows);
}

export async function countMembers(tx: Tx, tenantId: string, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.organizationId, organizationId), isNull(users.deletedAt)));
  return Number(row?.n ?? 0);
}

export async function countOrganizationsByStatus(tx: Tx, tenantId: string, volunteerCenterId: string) {
  const rows = await tx
    .select({ status: organizations.status, n: count() })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.volunteerCenterId, volunteerCenterId), ne(organizations.status, 'deleted')))
    .groupBy(organizations.status);
  return tally(rows);
}

export async function countUsersByStatus(tx: Tx, tenantId: string, volunteerCenterId: string) {
  const rows = await tx
    .select({ status: users.status, n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.volunteerCenterId, volunteerCenterId), isNull(users.deletedAt)))
    .groupBy(users.status);
  return tally(rows);
}
