import { and, arrayOverlaps, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { pageWindow } from '../../db/list-order';
import { containsPattern } from '../../db/patterns';
import type { ListQuery } from '../../http/json-api';
import type { OrganizationRow } from '../organizations/organizations.repository';
import { nonProfitProfiles, organizations } from '../organizations/organizations.tables';

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
