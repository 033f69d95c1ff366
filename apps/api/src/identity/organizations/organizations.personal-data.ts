import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { organizationMembers, organizations } from './organizations.tables';

// The organisations module's part of a person's own data (issue 28).

/** The organisations the user belongs to, with their role there. */
export function membershipsOfUser(tx: Tx, tenantId: string, userId: string) {
  return tx
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.userId, userId)));
}

/** Ends every membership of a deleted account. */
export async function removeMembershipsOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.tenantId, tenantId), eq(organizationMembers.userId, userId)));
}
