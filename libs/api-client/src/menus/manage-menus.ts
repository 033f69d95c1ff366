import type { MenuLocationName } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { menuKeys, type MenuItem, type SystemPage } from './menus';

/** A menu item as editors see it: with its menu and the state of the page it links to. */
export type ManagedMenuItem = MenuItem & {
  menuLocation: MenuLocationName;
  pageTitle: string | null;
  pageIsPublished: boolean;
};

/** What an editor writes (docs/api.md "Menus"); `menu` only when adding. */
export type MenuItemAttributes = Partial<{
  menu: MenuLocationName;
  name: string;
  linkType: 'content_page' | 'system_page';
  pageId: string | null;
  systemPageId: string | null;
  parentId: string | null;
  order: number;
}>;

export const managedMenuKeys = { all: [...menuKeys.all, 'manage'] as const };

export async function fetchManagedMenuItems(client: ApiClient, signal?: AbortSignal): Promise<ManagedMenuItem[]> {
  return (await client.read<ManagedMenuItem[]>('/api/v1/menu_items', { signal })).data ?? [];
}

export function getManagedMenuItemsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: managedMenuKeys.all, queryFn: ({ signal }) => fetchManagedMenuItems(client, signal), staleTime: 15_000 });
}

/** Adding, changing and removing menu items; every menu (the site's header too) is read again after each. */
export function useMenuItemMutations() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: menuKeys.all });
  const meta = { showsErrorInline: true };
  return {
    create: useMutation({
      meta,
      onSuccess,
      mutationFn: async (attributes: MenuItemAttributes) =>
        (await client.write<MenuItem>('POST', '/api/v1/menu_items', { type: 'menu_items', attributes })).data,
    }),
    update: useMutation({
      meta,
      onSuccess,
      mutationFn: async ({ id, attributes }: { id: string; attributes: MenuItemAttributes }) =>
        (await client.write<MenuItem>('PATCH', `/api/v1/menu_items/${encodeURIComponent(id)}`, { type: 'menu_items', id, attributes })).data,
    }),
    remove: useMutation({ meta, onSuccess, mutationFn: (id: string) => client.remove(`/api/v1/menu_items/${encodeURIComponent(id)}`) }),
  };
}

/** The pages the site itself provides that a menu item may link to, named in the request's language. */
export async function fetchSystemPages(client: ApiClient, signal?: AbortSignal): Promise<SystemPage[]> {
  return (await client.read<SystemPage[]>('/api/v1/system_pages', { signal })).data ?? [];
}

export function getSystemPagesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: [...menuKeys.all, 'system-pages'], queryFn: ({ signal }) => fetchSystemPages(client, signal), staleTime: 5 * 60_000 });
}
