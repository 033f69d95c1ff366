import { menuAttributes, menuItemAttributes, systemPageAttributes } from './menus';

export * from './menus';

/**
 * The attributes of every resource type the API answers with, by type (the
 * API's serializers write them; /api/docs shows them, the API tests check each
 * answer against them).
 */
export const RESOURCE_ATTRIBUTES = {
  menus: menuAttributes,
  menu_items: menuItemAttributes,
  system_pages: systemPageAttributes,
};

export type ResourceType = keyof typeof RESOURCE_ATTRIBUTES;
