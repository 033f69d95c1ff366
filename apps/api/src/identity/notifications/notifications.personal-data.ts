import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { notificationMailOptOuts, notifications } from './notifications.tables';

// The notifications module's part of a person's own data (issue 28).

/** Every notification of the user, oldest first, and the kinds they chose to get in the app only. */
export async function notificationsOfUser(tx: Tx, tenantId: string, userId: string) {
  const rows = await tx
    .select({
      kind: notifications.kind,
      data: notifications.data,
      linkApp: notifications.linkApp,
      linkPath: notifications.linkPath,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)))
    .orderBy(asc(notifications.createdAt));
  const optOuts = await tx
    .select({ kind: notificationMailOptOuts.kind })
    .from(notificationMailOptOuts)
    .where(
      and(
        eq(notificationMailOptOuts.tenantId, tenantId),
        eq(notificationMailOptOuts.userId, userId),
      ),
    );
  return { notifications: rows, appOnlyKinds: optOuts.map((row) => row.kind) };
}

/** Deletes the user's notifications and mail choices. */
export async function eraseNotificationsOfUser(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<void> {
  await tx
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)));
  await tx
    .delete(notificationMailOptOuts)
    .where(
      and(
        eq(notificationMailOptOuts.tenantId, tenantId),
        eq(notificationMailOptOuts.userId, userId),
      ),
    );
}
