import { and, arrayOverlaps, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrganizationStatus, OrganizationType } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/patterns';
import { orderByFields, pageWindow, type ListOptions } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import { activityTypes, addresses, nonProfitProfiles, nonProfitTypes, organizations } from './organizations.tables';
import type { OrganizationListScope } from './organizations.policy';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;
export type NonProfitProfileRow = typeof nonProfitProfiles.$inferSelect;

export type OrganizationFilters = {
  /** Part of the name or city; for staff also of the e-mail address. */
  nameContains?: string;
  isPartner?: boolean;
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

// The e-mail address is not public: only staff find organisations by it, so nobody can probe for addresses.
function nameCondition(text: string, includingEmail: boolean): SQL | undefined {
  const pattern = containsPattern(text);
  return or(
    ilike(organizations.name, pattern),
    ilike(organizations.city, pattern),
    includingEmail ? ilike(organizations.email, pattern) : undefined,
  );
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
    filters.nameContains ? nameCondition(filters.nameContains, scope.kind !== 'public') : undefined,
    filters.isPartner !== undefined ? eq(organizations.isPartner, filters.isPartner) : undefined,
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

export async function insertOrganization(tx: Tx, values: NewOrganization): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  return row as OrganizationRow;
}

/**
 * Locks an organisation's row until the transaction ends, so that membership
 * changes of one organisation happen one after the other (the last-superuser
 * rule counts what the previous change left).
 */
export async function lockOrganization(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .for('update');
}

export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;

export async function insertAddress(tx: Tx, tenantId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await tx.insert(addresses).values({ ...values, tenantId }).returning();
  return row as AddressRow;
}

export async function updateAddress(tx: Tx, tenantId: string, id: string, values: AddressValues): Promise<AddressRow | undefined> {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.tenantId, tenantId), eq(addresses.id, id)))
    .returning();
  return row;
}

export async function deleteAddress(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(addresses).where(and(eq(addresses.tenantId, tenantId), eq(addresses.id, id)));
}

export type ProfileValues = Partial<Pick<NonProfitProfileRow, 'nonProfitTypeId' | 'showOnSocialMap' | 'activityTypeIds'>>;

/** Creates the organisation's profile or changes the given fields of it. */
export async function upsertProfile(tx: Tx, tenantId: string, organizationId: string, values: ProfileValues): Promise<NonProfitProfileRow> {
  const [row] = await tx
    .insert(nonProfitProfiles)
    .values({ ...values, tenantId, organizationId })
    .onConflictDoUpdate({ target: nonProfitProfiles.organizationId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row as NonProfitProfileRow;
}

export type LookupRow = { id: string; name: string };

/** The tenant's non-profit types (all, or those of `ids`), by name. */
export function listNonProfitTypes(tx: Tx, tenantId: string, ids?: readonly string[]): Promise<LookupRow[]> {
  return tx
    .select({ id: nonProfitTypes.id, name: nonProfitTypes.name })
    .from(nonProfitTypes)
    .where(and(eq(nonProfitTypes.tenantId, tenantId), ids ? inArray(nonProfitTypes.id, [...ids]) : undefined))
    .orderBy(sql`lower(${nonProfitTypes.name})`, asc(nonProfitTypes.id));
}

/** The tenant's activity types (all, or those of `ids`), by name. */
export function listActivityTypes(tx: Tx, tenantId: string, ids?: readonly string[]): Promise<LookupRow[]> {
  return tx
    .select({ id: activityTypes.id, name: activityTypes.name })
    .from(activityTypes)
    .where(and(eq(activityTypes.tenantId, tenantId), ids ? inArray(activityTypes.id, [...ids]) : undefined))
    .orderBy(sql`lower(${activityTypes.name})`, asc(activityTypes.id));
}

/** How many organisations a centre has per status, deleted ones left out. */
export function countOrganizationsByStatus(tx: Tx, tenantId: string, volunteerCenterId: string): Promise<{ status: string; n: number }[]> {
  return tx
    .select({ status: organizations.status, n: count() })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.volunteerCenterId, volunteerCenterId), ne(organizations.status, 'deleted')))
    .groupBy(organizations.status);
}

/** The centre of an organisation that is not deleted, or undefined. */
export async function findCenterOfOrganization(tx: Tx, tenantId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ volunteerCenterId: organizations.volunteerCenterId })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id), isNull(organizations.deletedAt)));
  return row?.volunteerCenterId;
}

export type SocialMapFilters = { nonProfitTypeIds?: string[]; activityTypeIds?: string[]; q?: string };

const onSocialMap = (tenantId: string, volunteerCenterId: string) =>
  and(
    eq(organizations.tenantId, tenantId),
    eq(organizations.volunteerCenterId, volunteerCenterId),
    eq(organizations.status, 'approved'),
    isNull(organizations.deletedAt),
    eq(nonProfitProfiles.showOnSocialMap, true),
  );

/** One page of the centre's organisations on the social map (approved, profile shown on the map), by name. */
export async function listSocialMapOrganizations(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  filters: SocialMapFilters,
  page: ListQuery['page'],
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = and(
    onSocialMap(tenantId, volunteerCenterId),
    filters.nonProfitTypeIds ? inArray(nonProfitProfiles.nonProfitTypeId, filters.nonProfitTypeIds) : undefined,
    filters.activityTypeIds ? arrayOverlaps(nonProfitProfiles.activityTypeIds, filters.activityTypeIds) : undefined,
    filters.q ? ilike(organizations.name, containsPattern(filters.q)) : undefined,
  );
  const joined = and(eq(nonProfitProfiles.organizationId, organizations.id), eq(nonProfitProfiles.tenantId, tenantId));
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(nonProfitProfiles, joined)
    .where(where)
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(organizations).innerJoin(nonProfitProfiles, joined).where(where);
  return { rows: rows.map((r) => r.organization), total: counted?.total ?? 0 };
}

/** One organisation of the centre's social map, or undefined. */
export async function findSocialMapOrganization(tx: Tx, tenantId: string, volunteerCenterId: string, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select({ organization: organizations })
    .from(organizations)
    .innerJoin(nonProfitProfiles, and(eq(nonProfitProfiles.organizationId, organizations.id), eq(nonProfitProfiles.tenantId, tenantId)))
    .where(and(onSocialMap(tenantId, volunteerCenterId), eq(organizations.id, id)));
  return row?.organization;
}

/** One page of the centre's approved partner organisations, by name. */
export async function listPartners(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  page: ListQuery['page'],
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = and(
    eq(organizations.tenantId, tenantId),
    eq(organizations.volunteerCenterId, volunteerCenterId),
    eq(organizations.status, 'approved'),
    isNull(organizations.deletedAt),
    eq(organizations.isPartner, true),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(organizations)
    .where(where)
    .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(organizations).where(where);
  return { rows, total: counted?.total ?? 0 };
}
