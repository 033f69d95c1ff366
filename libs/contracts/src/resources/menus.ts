import * as v from 'valibot';
import { MENU_LINK_TYPES, MENU_LOCATIONS } from '../pages';
import { nullableString, nullableUuid } from './shared';

export const menuAttributes = v.strictObject({ name: v.string(), location: v.picklist(MENU_LOCATIONS) });

/** Editors (GET /menu_items, writes) also get the linked page's title and state and the menu's location. */
export const menuItemAttributes = v.strictObject({
  name: v.string(),
  linkType: v.picklist(MENU_LINK_TYPES),
  order: v.number(),
  pageId: nullableUuid,
  systemPageId: nullableString,
  pagePath: nullableString,
  pageTitle: v.optional(nullableString),
  pageIsPublished: v.optional(v.boolean()),
  menuLocation: v.optional(v.nullable(v.picklist(MENU_LOCATIONS))),
});

export const systemPageAttributes = v.strictObject({ name: v.string(), path: v.string() });
