import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { digestDeliveries, digestPreferences } from './digests.tables';

// The periodic mail's part of a person's own data (issue 28); its days are on the account.

/** What the user's periodic mail is about, and the days it was sent. */
export async function digestChoicesOfUser(tx: Tx, tenantId: string, userId: string) {
  const [preferences] = await tx
    .select({
      categoryIds: digestPreferences.categoryIds,
      vacancyTypes: digestPreferences.vacancyTypes,
      place: digestPreferences.place,
      distanceKm: digestPreferences.distanceKm,
      updatedAt: digestPreferences.updatedAt,
    })
    .from(digestPreferences)
    .where(and(eq(digestPreferences.tenantId, tenantId), eq(digestPreferences.userId, userId)));
  const deliveries = await tx
    .select({
      day: digestDeliveries.day,
      vacancyCount: digestDeliveries.vacancyCount,
      sentAt: digestDeliveries.sentAt,
    })
    .from(digestDeliveries)
    .where(and(eq(digestDeliveries.tenantId, tenantId), eq(digestDeliveries.userId, userId)))
    .orderBy(asc(digestDeliveries.day));
  return { preferences: preferences ?? null, deliveries };
}

/** Deletes the user's periodic-mail choices and delivery record. */
export async function eraseDigestChoicesOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(digestPreferences)
    .where(and(eq(digestPreferences.tenantId, tenantId), eq(digestPreferences.userId, userId)));
  await tx
    .delete(digestDeliveries)
    .where(and(eq(digestDeliveries.tenantId, tenantId), eq(digestDeliveries.userId, userId)));
}
