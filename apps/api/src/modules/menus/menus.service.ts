import { fromWireName } from '@platform/contracts';
import type { TenantFeatures } from '@platform/tenancy';
import type { RequestContext } from '../../http/request-context';
import { listItems, listMenus, listSystemPages, type MenuItemRow, type MenuRow, type SystemPageRow } from './menus.repository';

export type MenusBundle = { menus: MenuRow[]; items: MenuItemRow[]; systemPages: Map<string, SystemPageRow> };

function featureIsOn(features: TenantFeatures, feature: string | null): boolean {
  return feature === null || features[fromWireName(feature) as keyof TenantFeatures] === true;
}

/**
 * The current centre's menus with their items. Items pointing at a system page
 * whose feature is off for the tenant are left out, with their submenu entries.
 */
export async function listCenterMenus(context: RequestContext, location?: string): Promise<MenusBundle> {
  const { tenant, tx } = context;
  const menus = await listMenus(tx, tenant.id, tenant.volunteerCenterId, location);
  const items = await listItems(tx, tenant.id, menus.map((m) => m.id));
  const pages = await listSystemPages(tx);
  const systemPages = new Map(pages.map((p) => [p.id, p]));
  const hidden = new Set(
    items
      .filter((item) => item.systemPageId && !featureIsOn(tenant.features, systemPages.get(item.systemPageId)?.feature ?? null))
      .map((item) => item.id),
  );
  const visible = items.filter((item) => !hidden.has(item.id) && !(item.parentId && hidden.has(item.parentId)));
  return { menus, items: visible, systemPages };
}
