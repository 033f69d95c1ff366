import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
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
