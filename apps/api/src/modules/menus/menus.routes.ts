import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { applySparseFieldsets, parseListQuery, uniqueResources } from '../../http/json-api';
import { listCenterMenus } from './menus.service';
import { serializeMenu, serializeMenuItem, serializeSystemPage } from './menus.serializer';
import { MENU_LOCATIONS } from './menus.tables';

const tags = ['menus'];

/** Public: the current centre's menus, for the sites' header and footer. */
export async function menusRoutes(app: FastifyInstance) {
  app.get('/menus', { schema: { tags, summary: "The current centre's menus (filter[location_eq]=header|footer)" } }, async (request, reply) => {
    const query = parseListQuery(request.query, {
      includes: ['menu_items', 'menu_items.system_page'],
      filters: ['location_eq'],
    });
    const location = query.filters.get('location_eq');
    if (location !== undefined && !(MENU_LOCATIONS as readonly string[]).includes(location)) {
      throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: 'filter[location_eq]' }, parameter: 'filter[location_eq]' });
    }
    const bundle = await request.withContext((context) => listCenterMenus(context, location));
    const included = [];
    if (query.include.has('menu_items') || query.include.has('menu_items.system_page')) {
      included.push(...bundle.items.map(serializeMenuItem));
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
}
