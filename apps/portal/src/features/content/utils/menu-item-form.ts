import { MENU_ITEM_NAME_MAX, MENU_LINK_TYPES } from '@platform/contracts';
import type { ManagedMenuItem, ManagedPageListQuery, MenuItemAttributes } from '@platform/api-client';
import * as v from 'valibot';

/** A menu item as its form holds it: one of the two link targets filled in, the parent '' for none. */
export const menuItemFormSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MENU_ITEM_NAME_MAX)),
    linkType: v.picklist(MENU_LINK_TYPES),
    pageId: v.string(),
    systemPageId: v.string(),
    parentId: v.string(),
  }),
  v.forward(
    v.partialCheck([['linkType'], ['pageId']], (item) => item.linkType !== 'content_page' || item.pageId !== ''),
    ['pageId'],
  ),
  v.forward(
    v.partialCheck([['linkType'], ['systemPageId']], (item) => item.linkType !== 'system_page' || item.systemPageId !== ''),
    ['systemPageId'],
  ),
);

export type MenuItemFormValues = v.InferOutput<typeof menuItemFormSchema>;

export function menuItemFormValues(item?: ManagedMenuItem): MenuItemFormValues {
  return {
    name: item?.name ?? '',
    linkType: item?.linkType ?? 'content_page',
    pageId: item?.pageId ?? '',
    systemPageId: item?.systemPageId ?? '',
    parentId: item?.parent?.id ?? '',
  };
}

/** What a save sends: only the link target of the chosen type. */
export function toMenuItemAttributes(values: MenuItemFormValues): MenuItemAttributes {
  return {
    name: values.name,
    linkType: values.linkType,
    pageId: values.linkType === 'content_page' ? values.pageId : null,
    systemPageId: values.linkType === 'system_page' ? values.systemPageId : null,
    parentId: values.parentId || null,
  };
}

export const CONTENT_PAGE = 'content_page';
export const SYSTEM_PAGE = 'system_page';

/** The pages a menu item may link to: all of the centre's, by title (unpublished ones stay out of the menu until published). */
export const LINKABLE_PAGES_QUERY: ManagedPageListQuery = { pageSize: 200, sort: 'title' };
