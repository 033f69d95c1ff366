import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageDocument, parseListQuery, type ListQuery, type ListQueryRules, type ResourceObject } from './json-api';
import type { RequestContext } from './request-context';

/** One page of a list as a service answers it, with how many there are in all. */
export type ListPage<Row> = { rows: Row[]; total: number };

/**
 * The handler of a plain list route: reads the query by the route's `rules`,
 * lists a page in the request's context, and answers it serialised, with
 * pagination links and meta, trimmed to the sparse fieldsets asked for.
 */
export function listHandler<Row>(
  rules: ListQueryRules,
  list: (context: RequestContext, query: ListQuery) => Promise<ListPage<Row>>,
  serialize: (row: Row) => ResourceObject,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseListQuery(request.query, rules);
    const { rows, total } = await request.withContext((context) => list(context, query));
    return reply.jsonApi(pageDocument(request.url, query, { data: rows.map(serialize), total }));
  };
}
