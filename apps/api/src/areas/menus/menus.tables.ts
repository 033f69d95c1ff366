import { MENU_LINK_TYPES, type MenuLocationName } from '@platform/contracts';
import { index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { pages } from '../pages/pages.tables';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';

/**
 * Pages the apps themselves provide (vacancy bank, social map, …), the targets
 * of menu items of link type `system_page`; global data, read-only for the app.
 */
export const systemPages = pgTable('system_pages', {
  id: text().primaryKey(),
  path: text().notNull(),
  nameNl: text().notNull(),
  nameEn: text().notNull(),
  /** Feature switch (spec §1) the page needs, e.g. `activities`; null when always on. */
  feature: text(),
});

export type MenuLocation = MenuLocationName;

export const menus = pgTable(
  'menus',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    location: text().$type<MenuLocation>().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.volunteerCenterId, t.location), tenantIsolation('menus')],
);

export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    menuId: uuid()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    /** The item this one is a submenu entry of. */
    parentId: uuid().references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    linkType: text().$type<MenuLinkType>().notNull(),
    /** The content page linked to; deleting the page removes its menu items. */
    pageId: uuid().references(() => pages.id, { onDelete: 'cascade' }),
    systemPageId: text().references(() => systemPages.id),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.tenantId, t.menuId, t.position), tenantIsolation('menu_items')],
);
