import { fromWireName, menuItemCreateSchema, menuItemUpdateSchema } from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid } from '../../platform/http/json-api';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { mayEditContent } from '../../identity/access/access';
import { findEditablePage, pageLinks, type PageLink } from '../pages/pages.service';
import type { TenantFeatures } from '@platform/tenancy';
import type { RequestContext } from '../../platform/http/request-context';
import {
  deleteItem,
  findItem,
  findMenuByLocation,
  insertItem,
  insertMenu,
  listItems,
  listMenus,
  listSystemPages,
  systemPageExists,
  updateItem,
  type MenuItemRow,
  type MenuRow,
  type SystemPageRow,
} from './menus.repository';
import type { MenuLocation } from './menus.tables';

export type MenusBundle = {
  menus: MenuRow[];
  items: MenuItemRow[];
  systemPages: Map<string, SystemPageRow>;
  /** The content pages the items link to (for visitors: the published ones). */
  pages: Map<string, PageLink>;
};

function featureIsOn(features: TenantFeatures, feature: string | null): boolean {
  return feature === null || features[fromWireName(feature) as keyof TenantFeatures] === true;
}

async function menusBundle(context: RequestContext, location: string | undefined, version: 'draft' | 'published'): Promise<MenusBundle> {
  const { tenant, tx } = context;
  const menus = await listMenus(tx, tenant.id, tenant.volunteerCenterId, location);
  const items = await listItems(tx, tenant.id, menus.map((m) => m.id));
  const systemPages = new Map((await listSystemPages(tx)).map((p) => [p.id, p]));
  const pages = await pageLinks(context, [...new Set(items.flatMap((item) => (item.pageId ? [item.pageId] : [])))], version);
  return { menus, items, systemPages, pages };
}

/**
 * The current centre's menus with their items, as visitors see them. Items
 * pointing at a system page whose feature is off for the tenant, or at a
 * content page visitors cannot open (unpublished), are left out with their
 * submenu entries.
 */
export async function listCenterMenus(context: RequestContext, location?: string): Promise<MenusBundle> {
  const bundle = await menusBundle(context, location, 'published');
  const { systemPages, pages, items } = bundle;
  const hidden = new Set(
    items
      .filter((item) =>
        item.linkType === 'content_page'
          ? !item.pageId || !pages.has(item.pageId)
          : item.systemPageId && !featureIsOn(context.tenant.features, systemPages.get(item.systemPageId)?.feature ?? null),
      )
      .map((item) => item.id),
  );
  const visible = items.filter((item) => !hidden.has(item.id) && !(item.parentId && hidden.has(item.parentId)));
  return { ...bundle, items: visible };
}

/** Admins, centre superusers and content managers of the request's centre; 401/403 before anything is looked up. */
function requireMenuEditor(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayEditContent(user, context.tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  return user;
}

/** Every menu of the centre with every item, those to unpublished pages too (editors). */
export async function listMenusForEditors(context: RequestContext): Promise<MenusBundle> {
  requireMenuEditor(context);
  return menusBundle(context, undefined, 'draft');
}

const pointer = (field: string) => `/data/attributes/${field}`;

type LinkChoice = { linkType: MenuItemRow['linkType']; pageId: string | null; systemPageId: string | null };

/** An item links to exactly one thing of its type: a page of this centre, or a system page. */
async function linkIssues(context: RequestContext, link: LinkChoice): Promise<FieldIssue[]> {
  if (link.linkType === 'content_page') {
    if (!link.pageId) return [{ pointer: pointer('page_id'), field: 'page_id', reason: 'required' }];
    if (!(await findEditablePage(context, link.pageId))) return [{ pointer: pointer('page_id'), field: 'page_id', reason: 'invalid' }];
    return [];
  }
  if (!link.systemPageId) return [{ pointer: pointer('system_page_id'), field: 'system_page_id', reason: 'required' }];
  if (!(await systemPageExists(context.tx, link.systemPageId))) return [{ pointer: pointer('system_page_id'), field: 'system_page_id', reason: 'invalid' }];
  return [];
}

/** A parent must be a top-level item of the same menu (one level of submenus), never the item itself. */
async function parentIssues(context: RequestContext, parentId: string | null, menuId: string, itemId?: string): Promise<FieldIssue[]> {
  if (!parentId) return [];
  const parent = await findItem(context.tx, context.tenant.id, parentId.toLowerCase());
  const isValid = parent && parent.menuId === menuId && parent.parentId === null && parent.id !== itemId;
  return isValid ? [] : [{ pointer: pointer('parent_id'), field: 'parent_id', reason: 'invalid' }];
}

async function audit(context: RequestContext, user: CurrentUser, action: string, item: Pick<MenuItemRow, 'id' | 'name'>) {
  await recordAuditEvent(context, { action, actorUserId: user.id, subjectType: 'menu_items', subjectId: item.id, data: { name: item.name } });
}

/** An item as editors see it after a change: with the page it links to and its menu's place, as in their list. */
export type EditedMenuItem = { item: MenuItemRow; pages: Map<string, PageLink>; location: MenuLocation };

async function editedItem(context: RequestContext, item: MenuItemRow, location: MenuLocation): Promise<EditedMenuItem> {
  return { item, pages: await pageLinks(context, item.pageId ? [item.pageId] : [], 'draft'), location };
}

/** Adds an item to the centre's header or footer menu (the menu is made on first use). */
export async function createMenuItem(context: RequestContext, body: unknown): Promise<EditedMenuItem> {
  const user = requireMenuEditor(context);
  const input = parseResourceDocument(body, { type: 'menu_items', schema: menuItemCreateSchema });
  const { tenant, tx } = context;
  const location: MenuLocation = input.menu;
  const menu =
    (await findMenuByLocation(tx, tenant.id, tenant.volunteerCenterId, location)) ??
    (await insertMenu(tx, { tenantId: tenant.id, volunteerCenterId: tenant.volunteerCenterId, location, name: location === 'header' ? 'Hoofdmenu' : 'Footermenu' }));
  const link: LinkChoice = {
    linkType: input.linkType,
    pageId: input.linkType === 'content_page' ? (input.pageId?.toLowerCase() ?? null) : null,
    systemPageId: input.linkType === 'system_page' ? (input.systemPageId ?? null) : null,
  };
  const parentId = input.parentId?.toLowerCase() ?? null;
  const issues = [...(await linkIssues(context, link)), ...(await parentIssues(context, parentId, menu.id))];
  if (issues.length > 0) throw new ValidationError(issues);
  const siblings = (await listItems(tx, tenant.id, [menu.id])).filter((item) => item.parentId === parentId);
  const item = await insertItem(tx, {
    tenantId: tenant.id,
    menuId: menu.id,
    parentId,
    name: input.name,
    ...link,
    position: input.order ?? siblings.reduce((last, sibling) => Math.max(last, sibling.position + 1), 0),
  });
  await audit(context, user, 'menu_item.created', item);
  return editedItem(context, item, location);
}

/** A menu item of the request's centre (403 by role first, 404 when it is another centre's). */
async function requireEditableItem(context: RequestContext, rawId: string | undefined): Promise<{ user: CurrentUser; item: MenuItemRow; menu: MenuRow }> {
  const user = requireMenuEditor(context);
  const item = await findItem(context.tx, context.tenant.id, requireUuid(rawId));
  const menus = await listMenus(context.tx, context.tenant.id, context.tenant.volunteerCenterId);
  const menu = item && menus.find((candidate) => candidate.id === item.menuId);
  if (!item || !menu) throw new ApiError('NOT_FOUND');
  return { user, item, menu };
}

/** Renames, relinks, moves under another parent or to another place. */
export async function updateMenuItem(context: RequestContext, id: string | undefined, body: unknown): Promise<EditedMenuItem> {
  const { user, item, menu } = await requireEditableItem(context, id);
  const input = parseResourceDocument(body, { type: 'menu_items', schema: menuItemUpdateSchema, id: item.id });
  const linkType = input.linkType ?? item.linkType;
  const link: LinkChoice = {
    linkType,
    pageId: linkType === 'content_page' ? (input.pageId === undefined ? item.pageId : (input.pageId?.toLowerCase() ?? null)) : null,
    systemPageId: linkType === 'system_page' ? (input.systemPageId === undefined ? item.systemPageId : input.systemPageId) : null,
  };
  const parentId = input.parentId === undefined ? item.parentId : (input.parentId?.toLowerCase() ?? null);
  const issues = [...(await linkIssues(context, link)), ...(await parentIssues(context, parentId, item.menuId, item.id))];
  const hasChildren = (await listItems(context.tx, context.tenant.id, [item.menuId])).some((other) => other.parentId === item.id);
  if (parentId && hasChildren) issues.push({ pointer: pointer('parent_id'), field: 'parent_id', reason: 'invalid' });
  if (issues.length > 0) throw new ValidationError(issues);
  await updateItem(context.tx, context.tenant.id, item.id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...link,
    parentId,
    ...(input.order === undefined ? {} : { position: input.order }),
  });
  await audit(context, user, 'menu_item.updated', item);
  return editedItem(context, (await findItem(context.tx, context.tenant.id, item.id))!, menu.location);
}

/** Removes an item with its submenu entries. */
export async function removeMenuItem(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, item } = await requireEditableItem(context, id);
  await deleteItem(context.tx, context.tenant.id, item.id);
  await audit(context, user, 'menu_item.deleted', item);
}

/** The system pages a menu item may link to: those whose feature is on for the tenant. */
export async function listAvailableSystemPages(context: RequestContext): Promise<SystemPageRow[]> {
  return (await listSystemPages(context.tx)).filter((page) => featureIsOn(context.tenant.features, page.feature));
}
