import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery, SortField } from '../http/json-api';

/** What a repository's list takes: the viewer's scope (from the policy), typed filters, and the query's sort and page. */
export type ListOptions<Scope, Filters> = { scope: Scope; filters: Filters } & Pick<ListQuery, 'sort' | 'page'>;

/**
 * ORDER BY terms for a query's sort fields, by the repository's table of
 * sortable columns (the route's ListQueryRules has already refused other fields).
 * The caller appends its own tie-breakers.
 */
export function orderByFields(sort: readonly SortField[], columns: Readonly<Record<string, AnyColumn | SQL>>): SQL[] {
  return sort.map(({ field, descending }) => {
    const column = columns[field];
    if (!column) throw new Error(`Unsortable field ${field}`);
    return descending ? desc(column) : asc(column);
  });
}

/** LIMIT and OFFSET of a page (numbers from 1). */
export function pageWindow(page: ListQuery['page']): { limit: number; offset: number } {
  return { limit: page.size, offset: (page.number - 1) * page.size };
}
