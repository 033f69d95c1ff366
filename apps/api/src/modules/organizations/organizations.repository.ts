import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrganizationStatus, OrganizationType } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { containsPattern } from '../../db/patterns';
import { orderByFields, pageWindow, type ListOptions } from '../../db/list-order';
import { vacancies } from '../vacancies/vacancies.tables';
import { vacancyColumns, type VacancyRow } from '../vacancies/vacancies.repository';
import { addresses, nonProfitProfiles, organizationMembers, organizations } from './organizations.tables';
import type { OrganizationListScope } from './organizations.policy';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;
export type NonProfitProfileRow = typeof nonProfitProfiles.$inferSelect;
export type { VacancyRow };

export type OrganizationFilters = {
  nameContains?: string;
  statuses?: OrganizationStatus[];
  type?: OrganizationType;
  cityContains?: string;
  volunteerCenterId?: string;
};

export type OrganizationListOptions = ListOptions<OrganizationListScope, OrganizationFilters>;

function scopeCondition(scope: OrganizationListScope, statusFiltered: boolean): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return statusFiltered ? undefined : isNull(organizations.deletedAt);
    case 'center':
      return and(
        eq(organizations.volunteerCenterId, scope.volunteerCenterId),
        statusFiltered ? undefined : isNull(organizations.deletedAt),
      );
    case 'public': {
      const approvedHere = and(
        eq(organizations.status, 'approved'),
        eq(organizations.volunteerCenterId, scope.volunteerCenterId),
      );
      return and(
        isNull(organizations.deletedAt),
        scope.ownIds.length > 0 ? or(approvedHere, inArray(organizations.id, [...scope.ownIds])) : approvedHere,
      );
    }
  }
}

const sortColumns = {
  name: sql`lower(${organizations.name})`,
  created_at: organizations.createdAt,
  status: organizations.status,
} as const;

/** One page of the organisations a scope allows, with the total count. */
export async function listOrganizations(
  tx: Tx,
  tenantId: string,
  { scope, filters, sort, page }: OrganizationListOptions,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = and(
    eq(organizations.tenantId, tenantId),
    scopeCondition(scope, filters.statuses !== undefined),
    filters.nameContains ? ilike(organizations.name, containsPattern(filters.nameContains)) : undefined,
    filters.cityContains ? ilike(organizations.city, containsPattern(filters.cityContains)) : undefined,
    filters.statuses ? inArray(organizations.status, filters.statuses) : undefined,
    filters.type ? eq(organizations.type, filters.type) : undefined,
    filters.volunteerCenterId ? eq(organizations.volunteerCenterId, filters.volunteerCenterId) : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(organizations)
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns), asc(organizations.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(organizations).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** An organisation of the tenant by id, deleted ones included (the policy decides who sees those). */
export async function findOrganization(tx: Tx, tenantId: string, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)));
  return row;
}

/** The organisations a user is a member of, deleted ones left out, by name. */
export function listMemberOrganizations(tx: Tx, tenantId: string, userId: string): Promise<OrganizationRow[]> {
  return tx
    .select({ organization: organizations })
    .from(organizationMembers)
    .innerJoin(
      organizations,
      and(eq(organizations.id, organizationMembers.organizationId), eq(organizations.tenantId, tenantId)),
    )
    .where(
      and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.userId, userId), isNull(organizations.deletedAt)),
    )
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
    .then((rows) => rows.map((r) => r.organization));
}

/** Memberships of several users at once, with their (not deleted) organisations. */
export async function listMembershipsOfUsers(
  tx: Tx,
  tenantId: string,
  userIds: string[],
): Promise<{ userId: string; organization: OrganizationRow }[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: organizationMembers.userId, organization: organizations })
    .from(organizationMembers)
    .innerJoin(
      organizations,
      and(eq(organizations.id, organizationMembers.organizationId), eq(organizations.tenantId, tenantId)),
    )
    .where(
      and(
        eq(organizationMembers.tenantId, tenantId),
        inArray(organizationMembers.userId, userIds),
        isNull(organizations.deletedAt),
      ),
    )
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id));
}

export async function addMember(tx: Tx, tenantId: string, organizationId: string, userId: string): Promise<void> {
  await tx.insert(organizationMembers).values({ tenantId, organizationId, userId }).onConflictDoNothing();
}

export async function updateOrganization(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<NewOrganization>,
): Promise<OrganizationRow> {
  const [row] = await tx
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .returning();
  return row as OrganizationRow;
}

export function findAddresses(tx: Tx, tenantId: string, ids: string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.tenantId, tenantId), inArray(addresses.id, ids)));
}

export function findProfiles(tx: Tx, tenantId: string, organizationIds: string[]): Promise<NonProfitProfileRow[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(nonProfitProfiles)
    .where(and(eq(nonProfitProfiles.tenantId, tenantId), inArray(nonProfitProfiles.organizationId, organizationIds)));
}

/**
 * Vacancies of several organisations: all but deleted ones for the
 * organisations in `allStatusesFor`, only published ones for the rest.
 */
export function findVacancies(
  tx: Tx,
  tenantId: string,
  organizationIds: string[],
  allStatusesFor: ReadonlySet<string>,
): Promise<VacancyRow[]> {
  if (organizationIds.length === 0) return Promise.resolve([]);
  const managed = organizationIds.filter((id) => allStatusesFor.has(id));
  const visible = or(
    eq(vacancies.status, 'published'),
    managed.length > 0 ? and(inArray(vacancies.organizationId, managed), ne(vacancies.status, 'deleted')) : undefined,
  );
  return tx
    .select(vacancyColumns)
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), inArray(vacancies.organizationId, organizationIds), visible))
    .orderBy(desc(vacancies.createdAt), asc(vacancies.id));
}
