import { PAGE_LIST_SORTS, type ManagedPageListQuery, type PageListSort } from '@platform/api-client';
import { PAGE_TYPES } from '@platform/contracts';
import { optionalParam, pageParam, textParam } from '@platform/ui';
import * as v from 'valibot';

/** Pages per page of the content list. */
export const PAGE_LIST_SIZE = 25;

/** The list's order when the URL names none: last changed first. */
export const DEFAULT_PAGE_SORT: PageListSort = '-updated_at';

export const PUBLICATION_FILTERS = ['published', 'unpublished'] as const;

/** The content list's search, filters, order and page in the URL (`validateSearch`). */
export const pageListSearchSchema = v.object({
  q: optionalParam(textParam(200)),
  type: optionalParam(v.picklist(PAGE_TYPES)),
  published: optionalParam(v.picklist(PUBLICATION_FILTERS)),
  sort: optionalParam(v.picklist(PAGE_LIST_SORTS)),
  page: optionalParam(pageParam),
});

export type PageListSearch = v.InferOutput<typeof pageListSearchSchema>;

/** The API query for the URL's search. */
export function toPageListQuery(search: PageListSearch): ManagedPageListQuery {
  return {
    text: search.q,
    pageType: search.type,
    isPublished: search.published === undefined ? undefined : search.published === 'published',
    sort: search.sort ?? DEFAULT_PAGE_SORT,
    page: search.page,
    pageSize: PAGE_LIST_SIZE,
  };
}

export type SortablePageColumn = 'title' | 'updated_at' | 'published_at';

/** The sort a column header switches to: titles A–Z first, dates newest first, then the other way. */
export function nextPageSort(current: PageListSort, column: SortablePageColumn): PageListSort {
  const ascending = column as PageListSort;
  const descending = `-${column}` as PageListSort;
  if (current === ascending) return descending;
  if (current === descending) return ascending;
  return column === 'title' ? ascending : descending;
}

export function ariaSortOfPage(sort: PageListSort, column: SortablePageColumn): 'ascending' | 'descending' | undefined {
  if (sort === column) return 'ascending';
  return sort === `-${column}` ? 'descending' : undefined;
}
