import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database';
import { hosts, tenants, volunteerCenterProfiles, volunteerCenters } from './tenancy.tables';

export type TenantRow = typeof tenants.$inferSelect;
export type HostRow = typeof hosts.$inferSelect;
export type VolunteerCenterRow = typeof volunteerCenters.$inferSelect;
export type VolunteerCenterProfileRow = typeof volunteerCenterProfiles.$inferSelect;

// tenants and hosts are global lookup tables, read on the owner connection
// before a tenant is known; everything else goes through a tenant transaction.
export function listTenants(db: Db): Promise<TenantRow[]> {
  return db.select().from(tenants);
}

/** The ids of all tenants, in order. */
export async function listTenantIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants).orderBy(sql`${tenants.id}`);
  return rows.map((r) => r.id);
}

export function listHosts(db: Db): Promise<HostRow[]> {
  return db.select().from(hosts);
}

export function listVolunteerCenters(tx: Tx, tenantId: string): Promise<VolunteerCenterRow[]> {
  return tx
    .select()
    .from(volunteerCenters)
    .where(eq(volunteerCenters.tenantId, tenantId))
    .orderBy(asc(volunteerCenters.name));
}

export async function findVolunteerCenter(tx: Tx, tenantId: string, id: string): Promise<VolunteerCenterRow | undefined> {
  const [row] = await tx
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, id)));
  return row;
}

export async function findDefaultVolunteerCenter(tx: Tx, tenantId: string): Promise<VolunteerCenterRow | undefined> {
  const [row] = await tx
    .select()
    .from(volunteerCenters)
    .where(eq(volunteerCenters.tenantId, tenantId))
    .orderBy(desc(volunteerCenters.isDefault), asc(volunteerCenters.createdAt))
    .limit(1);
  return row;
}

export function findProfiles(tx: Tx, tenantId: string, centerIds: string[]): Promise<VolunteerCenterProfileRow[]> {
  if (centerIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(volunteerCenterProfiles)
    .where(and(eq(volunteerCenterProfiles.tenantId, tenantId), inArray(volunteerCenterProfiles.volunteerCenterId, centerIds)));
}

export type NewVolunteerCenterProfile = typeof volunteerCenterProfiles.$inferInsert;

export async function insertProfile(tx: Tx, values: NewVolunteerCenterProfile): Promise<VolunteerCenterProfileRow> {
  const [row] = await tx.insert(volunteerCenterProfiles).values(values).returning();
  return row as VolunteerCenterProfileRow;
}

export async function updateProfile(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<NewVolunteerCenterProfile>,
): Promise<VolunteerCenterProfileRow> {
  const [row] = await tx
    .update(volunteerCenterProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(volunteerCenterProfiles.tenantId, tenantId), eq(volunteerCenterProfiles.id, id)))
    .returning();
  return row as VolunteerCenterProfileRow;
}
