import type { ManagedMenuItem } from '@platform/api-client';
import type { MenuLocationName } from '@platform/contracts';

/** A menu's items as a tree: top-level items in order, each with its submenu entries in order. */
export type MenuTreeItem = ManagedMenuItem & { children: ManagedMenuItem[] };

const parentOf = (item: ManagedMenuItem) => item.parent?.id ?? null;
const byOrder = (a: ManagedMenuItem, b: ManagedMenuItem) => a.order - b.order;

export function menuTree(items: readonly ManagedMenuItem[], location: MenuLocationName): MenuTreeItem[] {
  const inMenu = items.filter((item) => item.menuLocation === location);
  return inMenu
    .filter((item) => !parentOf(item))
    .sort(byOrder)
    .map((item) => ({ ...item, children: inMenu.filter((child) => parentOf(child) === item.id).sort(byOrder) }));
}

/**
 * The new orders after moving `siblings[from]` to place `to` (by a button one
 * place up or down, or dragged further): every sibling numbered 0, 1, 2 … in
 * the new order, so gaps and ties from earlier edits do not matter. Empty when
 * the move is not possible.
 */
export function reorder(siblings: readonly ManagedMenuItem[], from: number, to: number): { id: string; order: number }[] {
  if (from === to || to < 0 || to >= siblings.length || from < 0 || from >= siblings.length) return [];
  const ids = siblings.map((item) => item.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved as string);
  return ids.flatMap((id, order) => (siblings.find((item) => item.id === id)?.order === order ? [] : [{ id, order }]));
}
