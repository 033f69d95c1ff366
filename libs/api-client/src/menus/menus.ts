import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

export type MenuLocation = 'header' | 'footer';

/** A page the apps provide themselves, with its name in the request's language. */
export type SystemPage = { id: string; type: 'system_pages'; name: string; path: string };

export type MenuItem = {
  id: string;
  type: 'menu_items';
  name: string;
  linkType: 'content_page' | 'system_page';
  order: number;
  pageId: string | null;
  systemPageId: string | null;
  /** The content page's address, for items of link type `content_page`. */
  pagePath?: string | null;
  parent?: { id: string } | null;
  systemPage?: SystemPage | null;
};

export type Menu = { id: string; type: 'menus'; name: string; location: MenuLocation; menuItems?: MenuItem[] };

/** A menu entry with its submenu and where it links to (null while its page does not exist). */
export type MenuEntry = { id: string; name: string; href: string | null; children: MenuEntry[] };

export const menuKeys = {
  all: ['menus'] as const,
  location: (location: MenuLocation) => [...menuKeys.all, location] as const,
};

// An empty to-one relationship ({ data: null }) deserialises to `{}`, not null.
const parentIdOf = (item: MenuItem): string | null => item.parent?.id ?? null;

/** Turns a menu's flat items into entries with submenus, in their order. */
export function buildMenuTree(menu: Menu | undefined): MenuEntry[] {
  const items = [...(menu?.menuItems ?? [])].sort((a, b) => a.order - b.order);
  const entryOf = (item: MenuItem): MenuEntry => ({
    id: item.id,
    name: item.name,
    href: item.linkType === 'system_page' ? (item.systemPage?.path ?? null) : (item.pagePath ?? null),
    children: items.filter((child) => parentIdOf(child) === item.id).map(entryOf),
  });
  return items.filter((item) => !parentIdOf(item)).map(entryOf);
}

export async function fetchMenu(client: ApiClient, location: MenuLocation, signal?: AbortSignal): Promise<MenuEntry[]> {
  const { data } = await client.read<Menu[]>('/api/v1/menus', {
    query: { 'filter[location_eq]': location, include: 'menu_items.system_page' },
    signal,
  });
  return buildMenuTree(data[0]);
}

export function getMenuQueryOptions(client: ApiClient, location: MenuLocation) {
  return queryOptions({
    queryKey: menuKeys.location(location),
    queryFn: ({ signal }) => fetchMenu(client, location, signal),
    staleTime: 5 * 60_000,
  });
}

/** The current centre's menu at `location`; load it in the route loader so this never suspends. */
export function useMenu(location: MenuLocation): MenuEntry[] {
  return useSuspenseQuery(getMenuQueryOptions(useApiClient(), location)).data;
}
