import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { dutchDayOf, onDutchDays } from '../../platform/db/dutch-days';
import { organizations } from './organizations.tables';

/** Organisations registered on each Dutch day of the period, per centre (analytics). */
export function countNewOrganizationsPerDay(tx: Tx, tenantId: string, from: string, to: string) {
  const day = dutchDayOf(organizations.createdAt);
  return tx
    .select({ volunteerCenterId: organizations.volunteerCenterId, day, n: count() })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), onDutchDays(organizations.createdAt, from, to)))
    .groupBy(organizations.volunteerCenterId, day);
}

/** The names of the given organisations of the tenant (analytics tables name them). */
export function findOrganizationNames(tx: Tx, tenantId: string, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids)));
}
