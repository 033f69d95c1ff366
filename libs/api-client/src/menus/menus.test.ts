import { deserialiseDocument } from '../json-api';
import { buildMenuTree, type Menu } from './menus';

const page = (id: string, path: string) => ({ id, type: 'system_pages' as const, name: id, path });

describe('buildMenuTree', () => {
  it('nests submenu entries under their parent, in order, with system page paths and content page addresses', () => {
    const menu: Menu = {
      id: 'm',
      type: 'menus',
      name: 'Hoofdmenu',
      location: 'header',
      menuItems: [
        { id: 'b', type: 'menu_items', name: 'Organisaties', linkType: 'system_page', order: 1, pageId: null, systemPageId: 'social_map', parent: null, systemPage: page('social_map', '/sociale-kaart') },
        { id: 'c', type: 'menu_items', name: 'Partners', linkType: 'system_page', order: 1, pageId: null, systemPageId: 'partners', parent: { id: 'b' }, systemPage: page('partners', '/partners') },
        { id: 'a', type: 'menu_items', name: 'Vacatures', linkType: 'system_page', order: 0, pageId: null, systemPageId: 'vacancy_search', parent: null, systemPage: page('vacancy_search', '/vacancies/search') },
        { id: 'd', type: 'menu_items', name: 'Over ons', linkType: 'content_page', order: 2, pageId: 'p1', systemPageId: null, pagePath: '/over-ons', parent: null, systemPage: null },
        { id: 'e', type: 'menu_items', name: 'Weg', linkType: 'content_page', order: 3, pageId: 'p2', systemPageId: null, pagePath: null, parent: null, systemPage: null },
      ],
    };
    expect(buildMenuTree(menu)).toEqual([
      { id: 'a', name: 'Vacatures', href: '/vacancies/search', children: [] },
      { id: 'b', name: 'Organisaties', href: '/sociale-kaart', children: [{ id: 'c', name: 'Partners', href: '/partners', children: [] }] },
      { id: 'd', name: 'Over ons', href: '/over-ons', children: [] },
      { id: 'e', name: 'Weg', href: null, children: [] },
    ]);
  });

  it('gives an empty menu for a centre without one', () => {
    expect(buildMenuTree(undefined)).toEqual([]);
  });

  it('reads the API document: items point back at their menu, empty parents are `{ data: null }`', () => {
    const menuRef = { data: { type: 'menus', id: 'm' } };
    const item = (id: string, order: number, parent: string | null, systemPage: string) => ({
      type: 'menu_items',
      id,
      attributes: { name: id.toUpperCase(), link_type: 'system_page', order, page_id: null, system_page_id: systemPage },
      relationships: {
        menu: menuRef,
        parent: { data: parent ? { type: 'menu_items', id: parent } : null },
        system_page: { data: { type: 'system_pages', id: systemPage } },
      },
    });
    const { data } = deserialiseDocument<Menu[]>({
      data: [
        {
          type: 'menus',
          id: 'm',
          attributes: { name: 'Hoofdmenu', location: 'header' },
          relationships: {
            menu_items: { data: [{ type: 'menu_items', id: 'a' }, { type: 'menu_items', id: 'b' }] },
          },
        },
      ],
      included: [
        item('a', 0, null, 'social_map'),
        item('b', 0, 'a', 'partners'),
        { type: 'system_pages', id: 'social_map', attributes: { name: 'Sociale kaart', path: '/sociale-kaart' } },
        { type: 'system_pages', id: 'partners', attributes: { name: 'Partners', path: '/partners' } },
      ],
    });
    expect(buildMenuTree(data[0])).toEqual([
      { id: 'a', name: 'A', href: '/sociale-kaart', children: [{ id: 'b', name: 'B', href: '/partners', children: [] }] },
    ]);
  });
});
