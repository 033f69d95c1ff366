import * as v from 'valibot';
import { optionalParam, pageParam, textParam } from './search-params';

/** The longest free-text search a list's URL keeps. */
export const LIST_SEARCH_TEXT_MAX = 200;

/** A list's free-text search (`?q=`): trimmed, blank is none. */
export const listSearchText = textParam(LIST_SEARCH_TEXT_MAX);

/** A list order as the API and the URL spell it: a column, descending with a leading `-`. */
export type ListSort<TColumn extends string = string> = TColumn | `-${TColumn}`;

/** The direction of a sorted column, as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

type OptionalEntries<TFilters extends v.ObjectEntries> = {
  [K in keyof TFilters]: ReturnType<typeof optionalParam<TFilters[K]>>;
};
type PageEntry = { page: ReturnType<typeof optionalParam<typeof pageParam>> };
type SortEntry<TSort extends string> = {
  sort: ReturnType<typeof optionalParam<v.PicklistSchema<readonly TSort[], undefined>>>;
};

/**
 * The `validateSearch` schema of a list page: its filters (each optional,
 * dropped when it does not fit), the order among `sorts` when it has any,
 * and the page. Filters are plain schemas, e.g. `{ q: listSearchText,
 * status: v.picklist(STATUSES) }`.
 */
export function listSearchSchema<TFilters extends v.ObjectEntries>(options: {
  filters: TFilters;
}): v.ObjectSchema<OptionalEntries<TFilters> & PageEntry, undefined>;
export function listSearchSchema<TFilters extends v.ObjectEntries, const TSort extends string>(options: {
  filters: TFilters;
  sorts: readonly TSort[];
}): v.ObjectSchema<OptionalEntries<TFilters> & SortEntry<TSort> & PageEntry, undefined>;
export function listSearchSchema({
  filters,
  sorts,
}: {
  filters: v.ObjectEntries;
  sorts?: readonly string[];
}): v.ObjectSchema<v.ObjectEntries, undefined> {
  const entries: v.ObjectEntries = {
    ...Object.fromEntries(Object.entries(filters).map(([key, schema]) => [key, optionalParam(schema)])),
    ...(sorts ? { sort: optionalParam(v.picklist(sorts)) } : {}),
    page: optionalParam(pageParam),
  };
  return v.object(entries);
}

/**
 * The order a column header switches to: the other direction when the list
 * is sorted by the column, else the column's first direction (newest first
 * for dates, A–Z for names and titles: the caller says which).
 */
export function nextSort<TColumn extends string>(
  current: string,
  column: TColumn,
  firstDirection: SortDirection,
): ListSort<TColumn> {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return firstDirection === 'descending' ? `-${column}` : column;
}

/** The `aria-sort` of a column header for the list's order; none when the list is sorted by another column. */
export function ariaSortOf(sort: string, column: string): SortDirection | undefined {
  if (sort === column) return 'ascending';
  return sort === `-${column}` ? 'descending' : undefined;
}
