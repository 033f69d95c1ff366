import type { Locale } from '@platform/contracts';
import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { PageLink } from '../pages/pages.service';
import type { MenuItemRow, MenuRow, SystemPageRow } from './menus.repository';

export function serializeMenu(menu: MenuRow, items: MenuItemRow[]): ResourceObject {
  return resource(
    'menus',
    menu.id,
    { name: menu.name, location: menu.location },
    { menu_items: { data: items.filter((i) => i.menuId === menu.id).map((i) => ({ type: 'menu_items', id: i.id })) } },
  );
}

/**
 * A menu item; one that links a content page carries the page's address
 * (`page_path`), and for editors its title and whether it is published.
 */
export function serializeMenuItem(item: MenuItemRow, pages: Map<string, PageLink>, forEditors = false, location?: string): ResourceObject {
  const page = item.pageId ? pages.get(item.pageId) : undefined;
  return resource(
    'menu_items',
    item.id,
    {
      name: item.name,
      linkType: item.linkType,
      order: item.position,
      pageId: item.pageId,
      systemPageId: item.systemPageId,
      pagePath: page?.path ?? null,
      ...(forEditors ? { pageTitle: page?.title ?? null, pageIsPublished: page?.isPublished ?? false, menuLocation: location ?? null } : {}),
    },
    {
      menu: { data: { type: 'menus', id: item.menuId } },
      parent: { data: item.parentId ? { type: 'menu_items', id: item.parentId } : null },
      system_page: { data: item.systemPageId ? { type: 'system_pages', id: item.systemPageId } : null },
    },
  );
}

/** A system page with its name in the request's language and the path the apps route it to. */
export function serializeSystemPage(page: SystemPageRow, locale: Locale): ResourceObject {
  return resource('system_pages', page.id, { name: locale === 'en' ? page.nameEn : page.nameNl, path: page.path });
}
