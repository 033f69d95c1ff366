import type { ManagedMenuItem } from '@platform/api-client';
import { menuTree, reorder } from './menu-tree';

const item = (id: string, order: number, menuLocation: 'header' | 'footer' = 'header', parent: string | null = null) =>
  ({ id, order, menuLocation, parent: parent ? { id: parent } : null, name: id }) as unknown as ManagedMenuItem;

describe('menuTree', () => {
  it('orders a menu’s top-level items and nests their submenu entries', () => {
    const tree = menuTree([item('b', 1), item('a', 0), item('c', 0, 'header', 'b'), item('f', 0, 'footer')], 'header');
    expect(tree.map((entry) => [entry.id, entry.children.map((child) => child.id)])).toEqual([
      ['a', []],
      ['b', ['c']],
    ]);
  });
});

describe('reorder', () => {
  it('swaps two neighbours and numbers every sibling afresh, sending only what changed', () => {
    expect(reorder([item('a', 0), item('b', 1), item('c', 2)], 2, 1)).toEqual([
      { id: 'c', order: 1 },
      { id: 'b', order: 2 },
    ]);
    expect(reorder([item('a', 5), item('b', 5)], 0, 1)).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 1 },
    ]);
  });

  it('moves an item several places at once (a drag), shifting those between', () => {
    expect(reorder([item('a', 0), item('b', 1), item('c', 2), item('d', 3)], 0, 2)).toEqual([
      { id: 'b', order: 0 },
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorder([item('a', 0), item('b', 1)], 0, -1)).toEqual([]);
    expect(reorder([item('a', 0), item('b', 1)], 1, 2)).toEqual([]);
    expect(reorder([item('a', 0), item('b', 1)], 1, 1)).toEqual([]);
  });
});
