import { and, count, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import type { ListQuery } from '../../platform/http/json-api';
import { mailableUsers } from '../users/users.views';
import { notificationMailOptOuts, notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Writes notifications in one statement, however many users one event reaches. */
export async function insertNotifications(tx: Tx, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

/**
 * Keeps one unread notification per user, kind and subject: a user's unread
 * one of the same kind about the same subject gets the new data and moves to
 * now; the others get a new one. All rows share kind, subject and data.
 */
export async function refreshUnreadNotifications(tx: Tx, tenantId: string, rows: NewNotification[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const refreshed = await tx
    .update(notifications)
    .set({ data: first.data, createdAt: sql`now()` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.kind, first.kind),
        eq(notifications.subjectType, first.subjectType ?? ''),
        eq(notifications.subjectId, first.subjectId ?? ''),
        inArray(
          notifications.userId,
          rows.map((row) => row.userId),
        ),
        isNull(notifications.readAt),
      ),
    )
    .returning({ userId: notifications.userId });
  const done = new Set(refreshed.map((row) => row.userId));
  await insertNotifications(
    tx,
    rows.filter((row) => !done.has(row.userId)),
  );
}

/** Marks a user's unread notifications of a kind about one subject read (they read the subject itself). */
export async function markSubjectNotificationsRead(
  tx: Tx,
  tenantId: string,
  userId: string,
  kind: NotificationKind,
  subject: { type: string; id: string },
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** One page of a user's notifications, unread ones first, then newest first; with the total and the unread count. */
export async function listNotificationsOf(
  tx: Tx,
  tenantId: string,
  userId: string,
  { unreadOnly, page }: { unreadOnly: boolean; page: ListQuery['page'] },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const mine = and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));
  const where = unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(
      sql`${notifications.readAt} is not null`,
      desc(notifications.createdAt),
      desc(notifications.id),
    )
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(where);
  return { rows, total: counted?.total ?? 0, unread: counted?.unread ?? 0 };
}

/**
 * A user's unread notifications for the periodic mail: how many are about new
 * messages (one per conversation with unread messages) and how many about
 * anything else, with the newest of each.
 */
export async function summariseUnread(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<{ messages: number; others: number; newestMessage?: NotificationRow; newestOther?: NotificationRow }> {
  const unread = and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt));
  const isMessage = eq(notifications.kind, 'new_message');
  const [counted] = await tx
    .select({
      messages: sql<number>`count(*) filter (where ${isMessage})`.mapWith(Number),
      others: sql<number>`count(*) filter (where not ${isMessage})`.mapWith(Number),
    })
    .from(notifications)
    .where(unread);
  const newest = async (kind: SQL) =>
    (await tx.select().from(notifications).where(and(unread, kind)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(1))[0];
  const messages = counted?.messages ?? 0;
  const others = counted?.others ?? 0;
  return {
    messages,
    others,
    newestMessage: messages > 0 ? await newest(isMessage) : undefined,
    newestOther: others > 0 ? await newest(not(isMessage)) : undefined,
  };
}

/** How many unread notifications a user has. */
export async function countUnread(tx: Tx, tenantId: string, userId: string): Promise<number> {
  const [counted] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      ),
    );
  return counted?.n ?? 0;
}

export async function findNotificationOf(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        eq(notifications.id, id),
      ),
    );
  return row;
}

/** Marks one of a user's notifications read (once: a read notification keeps its first reading time). */
export async function markNotificationRead(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        eq(notifications.id, id),
      ),
    )
    .returning();
  return row;
}

/** Marks every unread notification of a user read; returns how many. */
export async function markAllNotificationsRead(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The kinds a user gets in the app only. */
export async function listAppOnlyKinds(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<NotificationKind[]> {
  const rows = await tx
    .select({ kind: notificationMailOptOuts.kind })
    .from(notificationMailOptOuts)
    .where(
      and(
        eq(notificationMailOptOuts.tenantId, tenantId),
        eq(notificationMailOptOuts.userId, userId),
      ),
    );
  return rows.map((row) => row.kind);
}

/** Replaces the kinds a user gets in the app only. */
export async function replaceAppOnlyKinds(
  tx: Tx,
  tenantId: string,
  userId: string,
  kinds: NotificationKind[],
): Promise<void> {
  await tx
    .delete(notificationMailOptOuts)
    .where(
      and(
        eq(notificationMailOptOuts.tenantId, tenantId),
        eq(notificationMailOptOuts.userId, userId),
      ),
    );
  if (kinds.length > 0) {
    await tx
      .insert(notificationMailOptOuts)
      .values(kinds.map((kind) => ({ tenantId, userId, kind })));
  }
}

/**
 * The active accounts of the tenant behind these addresses (compared without
 * case), with whether each chose to get `kind` in the app only.
 */
export async function findAccountsByEmail(
  tx: Tx,
  tenantId: string,
  emails: string[],
  kind: NotificationKind,
): Promise<{ id: string; email: string; appOnly: boolean }[]> {
  if (emails.length === 0) return [];
  return tx
    .select({
      id: mailableUsers.id,
      email: mailableUsers.email,
      appOnly: sql<boolean>`${notificationMailOptOuts.userId} is not null`,
    })
    .from(mailableUsers)
    .leftJoin(
      notificationMailOptOuts,
      and(
        eq(notificationMailOptOuts.userId, mailableUsers.id),
        eq(notificationMailOptOuts.tenantId, tenantId),
        eq(notificationMailOptOuts.kind, kind),
      ),
    )
    .where(
      and(
        eq(mailableUsers.tenantId, tenantId),
        inArray(
          mailableUsers.emailKey,
          emails.map((email) => email.trim().toLowerCase()),
        ),
      ),
    );
}
