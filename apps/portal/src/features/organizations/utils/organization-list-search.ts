import type { OrganizationListQuery } from '@platform/api-client';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from '@platform/contracts';
import { listSearchSchema, listSearchText, type ListSort as SortOf, type SortDirection } from '@platform/ui';
import * as v from 'valibot';

/** Organisations per page of the list. */
export const ORGANIZATION_PAGE_SIZE = 25;

/** The columns the list can be sorted by. */
export const SORTABLE_COLUMNS = ['name', 'created_at'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/** The orders the list offers: a column, descending with a leading `-`. */
export type ListSort = SortOf<SortableColumn>;

/** The list's order when the URL names none: by name. */
export const DEFAULT_ORGANIZATION_SORT: ListSort = 'name';

const SORTS = SORTABLE_COLUMNS.flatMap((column): ListSort[] => [column, `-${column}`]);

/** The list's search, filters, order and page in the URL (`validateSearch`): `?q=&status=&type=&sort=&page=`. */
export const organizationListSearchSchema = listSearchSchema({
  filters: { q: listSearchText, status: v.picklist(ORGANIZATION_STATUSES), type: v.picklist(ORGANIZATION_TYPES) },
  sorts: SORTS,
});

export type OrganizationListSearch = v.InferOutput<typeof organizationListSearchSchema>;

/**
 * The API list for the URL's search. Without a status filter the API leaves
 * deleted organisations out; staff find them by filtering on "Deleted".
 */
export function toOrganizationListQuery(search: OrganizationListSearch): OrganizationListQuery {
  return {
    search: search.q,
    status: search.status,
    organizationType: search.type,
    sort: search.sort ?? DEFAULT_ORGANIZATION_SORT,
    page: search.page ?? 1,
    pageSize: ORGANIZATION_PAGE_SIZE,
  };
}

/** The approval queue: every pending organisation, the longest waiting first. */
export const APPROVAL_QUEUE_QUERY: OrganizationListQuery = { status: 'pending', sort: 'created_at', page: 1, pageSize: 1000 };

/** Number of pages for a total; at least one, so "page 1 of 1" reads well for an empty list. */
export function pageCount(total: number, pageSize = ORGANIZATION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Each column's first order when its header is clicked: names A–Z, dates newest first. */
export const ORGANIZATION_SORT_FIRST: Record<SortableColumn, SortDirection> = {
  name: 'ascending',
  created_at: 'descending',
};
