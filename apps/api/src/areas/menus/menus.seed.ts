import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { menuItems, menus, systemPages } from './menus.tables';

/** The pages the apps provide, with the feature switch each needs. */
export const SYSTEM_PAGES = [
  { id: 'vacancy_search', path: '/vacancies/search', nameNl: 'Vacaturebank', nameEn: 'Vacancy bank', feature: null },
  { id: 'activity_calendar', path: '/activiteitenkalender', nameNl: 'Activiteitenkalender', nameEn: 'Activity calendar', feature: 'activities' },
  { id: 'one_to_one', path: '/een-op-een-hulp', nameNl: 'Een-op-een hulp', nameEn: 'One-to-one support', feature: 'peer_to_peer' },
  { id: 'social_map', path: '/sociale-kaart', nameNl: 'Sociale kaart', nameEn: 'Social map', feature: null },
  { id: 'partners', path: '/partners', nameNl: 'Partners', nameEn: 'Partners', feature: null },
  { id: 'organization_signup', path: '/organizations/signup', nameNl: 'Organisatie aanmelden', nameEn: 'Register an organisation', feature: null },
  { id: 'news', path: '/nieuws', nameNl: 'Nieuws', nameEn: 'News', feature: null },
  { id: 'signup', path: '/signup', nameNl: 'Account aanmaken', nameEn: 'Create an account', feature: null },
] as const;

/** Adds new system pages and updates changed ones; they are product data, not content. */
export async function seedSystemPages(db: Db): Promise<void> {
  await db
    .insert(systemPages)
    .values(SYSTEM_PAGES.map((page) => ({ ...page })))
    .onConflictDoUpdate({
      target: systemPages.id,
      set: { path: sql`excluded.path`, nameNl: sql`excluded.name_nl`, nameEn: sql`excluded.name_en`, feature: sql`excluded.feature` },
    });
}

type ItemSeed = { name: string; systemPageId: string; children?: ItemSeed[] };

const DEFAULT_HEADER: ItemSeed[] = [
  { name: 'Vacatures', systemPageId: 'vacancy_search' },
  { name: 'Activiteiten', systemPageId: 'activity_calendar' },
  { name: 'Een-op-een hulp', systemPageId: 'one_to_one' },
  {
    name: 'Organisaties',
    systemPageId: 'social_map',
    children: [
      { name: 'Sociale kaart', systemPageId: 'social_map' },
      { name: 'Partners', systemPageId: 'partners' },
      { name: 'Organisatie aanmelden', systemPageId: 'organization_signup' },
    ],
  },
  { name: 'Nieuws', systemPageId: 'news' },
];

/** Gives a new centre the default header menu, which staff can change later. */
export async function seedDefaultHeaderMenu(db: Db, tenantId: string, volunteerCenterId: string): Promise<void> {
  const [menu] = await db
    .insert(menus)
    .values({ tenantId, volunteerCenterId, location: 'header', name: 'Hoofdmenu' })
    .onConflictDoNothing()
    .returning();
  if (!menu) return;
  const insertItems = async (items: ItemSeed[], parentId: string | null) => {
    for (const [position, item] of items.entries()) {
      const [row] = await db
        .insert(menuItems)
        .values({ tenantId, menuId: menu.id, parentId, name: item.name, linkType: 'system_page', systemPageId: item.systemPageId, position })
        .returning();
      if (item.children) await insertItems(item.children, row!.id);
    }
  };
  await insertItems(DEFAULT_HEADER, null);
}
