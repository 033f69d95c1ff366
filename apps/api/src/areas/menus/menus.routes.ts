import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { applySparseFieldsets, parseListQuery, uniqueResources } from '../../platform/http/json-api';
import { createMenuItem, listAvailableSystemPages, listCenterMenus, listMenusForEditors, removeMenuItem, updateMenuItem } from './menus.service';
import { serializeMenu, serializeMenuItem, serializeSystemPage } from './menus.serializer';
import { MENU_LOCATIONS, menuItemCreateSchema, menuItemUpdateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';

const tags = ['menus'];

/** Public: the current centre's menus, for the sites' header and footer. */
export async function menusRoutes(app: FastifyInstance) {
  const menusQuery = { includes: ['menu_items', 'menu_items.system_page'], filters: ['location_eq'] };
  const menusSchema = describeRoute({
    tags,
    summary: "The current centre's menus (filter[location_eq]=header|footer)",
    query: menusQuery,
    response: { 200: { document: 'many', type: 'menus', included: ['menu_items', 'system_pages'] } },
  });
  app.get('/menus', { schema: menusSchema }, async (request, reply) => {
    const query = parseListQuery(request.query, menusQuery);
    const location = query.filters.get('location_eq');
    if (location !== undefined && !(MENU_LOCATIONS as readonly string[]).includes(location)) {
      throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: 'filter[location_eq]' }, parameter: 'filter[location_eq]' });
    }
    const bundle = await request.withContext((context) => listCenterMenus(context, location));
    const included = [];
    if (query.include.has('menu_items') || query.include.has('menu_items.system_page')) {
      included.push(...bundle.items.map((item) => serializeMenuItem(item, bundle.pages)));
    }
    if (query.include.has('menu_items.system_page')) {
      const used = new Set(bundle.items.map((i) => i.systemPageId).filter((id): id is string => !!id));
      included.push(...[...used].map((id) => bundle.systemPages.get(id)!).map((page) => serializeSystemPage(page, request.locale)));
    }
    return reply.jsonApi(
      applySparseFieldsets(
        {
          data: bundle.menus.map((menu) => serializeMenu(menu, bundle.items)),
          ...(included.length > 0 ? { included: uniqueResources(included) } : {}),
          meta: { total: bundle.menus.length },
        },
        query.fields,
      ),
    );
  });

  app.get('/system_pages', {
    schema: describeRoute({
      tags,
      summary: 'The pages the site itself provides, which menu items may link to',
      query: {},
      response: { 200: { document: 'many', type: 'system_pages' } },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const pages = await request.withContext((context) => listAvailableSystemPages(context));
    return reply.jsonApi({ data: pages.map((page) => serializeSystemPage(page, request.locale)), meta: { total: pages.length } });
  });

  app.get('/menu_items', {
    schema: describeRoute({
      tags,
      summary: "Every item of the centre's menus, with its menu and page (editors)",
      query: {},
      response: { 200: { document: 'many', type: 'menu_items' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const bundle = await request.withContext((context) => listMenusForEditors(context));
    const locationOf = new Map(bundle.menus.map((menu) => [menu.id, menu.location]));
    const data = bundle.items.map((item) => serializeMenuItem(item, bundle.pages, true, locationOf.get(item.menuId)));
    return reply.jsonApi(applySparseFieldsets({ data, meta: { total: data.length } }, query.fields));
  });

  app.post('/menu_items', {
    schema: describeRoute({
      tags,
      summary: 'Add an item to the header or footer menu (editors)',
      query: {},
      body: { type: 'menu_items', attributes: menuItemCreateSchema },
      response: { 201: { document: 'one', type: 'menu_items' } },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const { item, pages, location } = await request.withContext((context) => createMenuItem(context, request.body));
    return reply.jsonApi({ data: serializeMenuItem(item, pages, true, location) }, 201);
  });

  app.patch<{ Params: { id: string } }>('/menu_items/:id', {
    schema: describeRoute({
      tags,
      summary: 'Rename, relink or move a menu item (editors)',
      params: byId,
      query: {},
      body: { type: 'menu_items', attributes: menuItemUpdateSchema },
      response: { 200: { document: 'one', type: 'menu_items' } },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const { item, pages, location } = await request.withContext((context) => updateMenuItem(context, request.params.id, request.body));
    return reply.jsonApi({ data: serializeMenuItem(item, pages, true, location) });
  });

  app.delete<{ Params: { id: string } }>('/menu_items/:id', {
    schema: describeRoute({ tags, summary: 'Remove a menu item with its submenu (editors)', params: byId, query: {}, response: { 204: null } }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    await request.withContext((context) => removeMenuItem(context, request.params.id));
    return reply.code(204).send();
  });
}
