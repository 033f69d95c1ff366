import { PAGE_LIST_SORTS, type ManagedPageListQuery, type PageListSort } from '@platform/api-client';
import { PAGE_TYPES } from '@platform/contracts';
import { listSearchSchema, listSearchText, type SortDirection } from '@platform/ui';
import * as v from 'valibot';

/** Pages per page of the content list. */
export const PAGE_LIST_SIZE = 25;

/** The list's order when the URL names none: last changed first. */
export const DEFAULT_PAGE_SORT: PageListSort = '-updated_at';

export const PUBLICATION_FILTERS = ['published', 'unpublished'] as const;

/** The content list's search, filters, order and page in the URL (`validateSearch`). */
export const pageListSearchSchema = listSearchSchema({
  filters: { q: listSearchText, type: v.picklist(PAGE_TYPES), published: v.picklist(PUBLICATION_FILTERS) },
  sorts: PAGE_LIST_SORTS,
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

/** Each column's first order when its header is clicked: titles A–Z, dates newest first. */
export const PAGE_SORT_FIRST: Record<SortablePageColumn, SortDirection> = {
  title: 'ascending',
  updated_at: 'descending',
  published_at: 'descending',
};
