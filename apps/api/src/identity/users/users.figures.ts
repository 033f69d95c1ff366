import { and, count, eq, exists } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { dutchDayOf, onDutchDays } from '../../platform/db/dutch-days';
import { userRoles, users } from './users.tables';

/** Volunteers who signed up on each Dutch day of the period, per centre (analytics). */
export function countNewVolunteersPerDay(tx: Tx, tenantId: string, from: string, to: string) {
  const day = dutchDayOf(users.createdAt);
  const isVolunteer = exists(
    tx.select({ one: userRoles.id }).from(userRoles).where(and(eq(userRoles.userId, users.id), eq(userRoles.name, 'volunteer'))),
  );
  return tx
    .select({ volunteerCenterId: users.volunteerCenterId, day, n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), onDutchDays(users.createdAt, from, to), isVolunteer))
    .groupBy(users.volunteerCenterId, day);
}
