import type { Locale, NotificationTemplateKey } from '@platform/contracts';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database';
import { notificationTemplates } from './notification-templates.tables';

export type NotificationTemplateRow = typeof notificationTemplates.$inferSelect;
export type NewNotificationTemplate = typeof notificationTemplates.$inferInsert;

/** The centre's copy where it has one, else the tenant-wide default (`null` centre sorts last). */
const centreFirst = sql`${notificationTemplates.volunteerCenterId} asc nulls last`;

function inScope(tenantId: string, volunteerCenterId: string) {
  return and(
    eq(notificationTemplates.tenantId, tenantId),
    or(eq(notificationTemplates.volunteerCenterId, volunteerCenterId), isNull(notificationTemplates.volunteerCenterId)),
  );
}

/** The template in effect for every mail and language at a centre (its own copy, else the default). */
export async function listEffectiveTemplates(tx: Tx, tenantId: string, volunteerCenterId: string): Promise<NotificationTemplateRow[]> {
  const rows = await tx
    .select()
    .from(notificationTemplates)
    .where(inScope(tenantId, volunteerCenterId))
    .orderBy(asc(notificationTemplates.key), asc(notificationTemplates.locale), centreFirst);
  const seen = new Set<string>();
  return rows.filter((row) => {
    const slot = `${row.key}:${row.locale}`;
    if (seen.has(slot)) return false;
    seen.add(slot);
    return true;
  });
}

/** The tenant-wide defaults. */
export function listTenantTemplates(tx: Tx, tenantId: string): Promise<NotificationTemplateRow[]> {
  return tx
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.tenantId, tenantId), isNull(notificationTemplates.volunteerCenterId)))
    .orderBy(asc(notificationTemplates.key), asc(notificationTemplates.locale));
}

/** The template in effect for one mail in one language at a centre. */
export async function findEffectiveTemplate(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  key: NotificationTemplateKey,
  locale: Locale,
): Promise<NotificationTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(notificationTemplates)
    .where(and(inScope(tenantId, volunteerCenterId), eq(notificationTemplates.key, key), eq(notificationTemplates.locale, locale)))
    .orderBy(centreFirst)
    .limit(1);
  return row;
}

export async function findTemplate(tx: Tx, tenantId: string, id: string): Promise<NotificationTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(notificationTemplates)
    .where(and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, id)));
  return row;
}

/** A centre's own copy of a mail in a language, if it has one. */
export async function findCenterCopy(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  key: NotificationTemplateKey,
  locale: Locale,
): Promise<NotificationTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenantId),
        eq(notificationTemplates.volunteerCenterId, volunteerCenterId),
        eq(notificationTemplates.key, key),
        eq(notificationTemplates.locale, locale),
      ),
    );
  return row;
}

export async function insertTemplate(tx: Tx, values: NewNotificationTemplate): Promise<NotificationTemplateRow> {
  const [row] = await tx.insert(notificationTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<Pick<NewNotificationTemplate, 'subject' | 'body' | 'active' | 'actionText' | 'updatedById'>>,
): Promise<NotificationTemplateRow> {
  const [row] = await tx
    .update(notificationTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, id)))
    .returning();
  return row!;
}

export async function deleteTemplate(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(notificationTemplates).where(and(eq(notificationTemplates.tenantId, tenantId), eq(notificationTemplates.id, id)));
}

/** Adds the tenant-wide defaults a tenant lacks (a new mail, a new tenant); never touches one staff changed. */
export async function insertMissingDefaults(db: Db, rows: NewNotificationTemplate[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notificationTemplates).values(rows).onConflictDoNothing();
}
