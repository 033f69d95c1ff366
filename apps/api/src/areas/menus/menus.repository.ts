import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { menuItems, menus, systemPages } from './menus.tables';

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type SystemPageRow = typeof systemPages.$inferSelect;

export function listMenus(tx: Tx, tenantId: string, volunteerCenterId: string, location?: string): Promise<MenuRow[]> {
  return tx
    .select()
    .from(menus)
    .where(
      and(
        eq(menus.tenantId, tenantId),
        eq(menus.volunteerCenterId, volunteerCenterId),
        location ? eq(menus.location, location as MenuRow['location']) : undefined,
      ),
    )
    .orderBy(asc(menus.location));
}

export function listItems(tx: Tx, tenantId: string, menuIds: string[]): Promise<MenuItemRow[]> {
  if (menuIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), inArray(menuItems.menuId, menuIds)))
    .orderBy(asc(menuItems.position), asc(menuItems.createdAt));
}

export function listSystemPages(tx: Tx): Promise<SystemPageRow[]> {
  return tx.select().from(systemPages);
}

export async function findMenuByLocation(tx: Tx, tenantId: string, volunteerCenterId: string, location: MenuRow['location']): Promise<MenuRow | undefined> {
  const [row] = await listMenus(tx, tenantId, volunteerCenterId, location);
  return row;
}

export async function insertMenu(tx: Tx, values: typeof menus.$inferInsert): Promise<MenuRow> {
  const [row] = await tx.insert(menus).values(values).onConflictDoNothing().returning();
  if (row) return row;
  return (await findMenuByLocation(tx, values.tenantId, values.volunteerCenterId, values.location))!;
}

export async function findItem(tx: Tx, tenantId: string, id: string): Promise<MenuItemRow | undefined> {
  const [row] = await tx.select().from(menuItems).where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)));
  return row;
}

export async function insertItem(tx: Tx, values: typeof menuItems.$inferInsert): Promise<MenuItemRow> {
  const [row] = await tx.insert(menuItems).values(values).returning();
  return row as MenuItemRow;
}

export async function updateItem(tx: Tx, tenantId: string, id: string, values: Partial<typeof menuItems.$inferInsert>): Promise<void> {
  await tx
    .update(menuItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)));
}

/** Deletes an item; its submenu entries go with it (foreign key). */
export async function deleteItem(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(menuItems).where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)));
}

/** Whether a system page exists (product data). */
export async function systemPageExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: systemPages.id }).from(systemPages).where(eq(systemPages.id, id));
  return !!row;
}
