import { FORM_LIST_SORTS, type FormListQuery, type FormListSort } from '@platform/api-client';
import { FORM_ACCESS_PERMISSIONS, FORM_STATUSES } from '@platform/contracts';
import { listSearchSchema, listSearchText, type SortDirection } from '@platform/ui';
import * as v from 'valibot';

/** Forms per page of the forms list. */
export const FORM_LIST_SIZE = 25;

/** The list's order when the URL names none: last changed first. */
export const DEFAULT_FORM_SORT: FormListSort = '-updated_at';

/** The forms list's search, filters, order and page in the URL (`validateSearch`). */
export const formListSearchSchema = listSearchSchema({
  filters: { q: listSearchText, status: v.picklist(FORM_STATUSES), access: v.picklist(FORM_ACCESS_PERMISSIONS) },
  sorts: FORM_LIST_SORTS,
});

export type FormListSearch = v.InferOutput<typeof formListSearchSchema>;

/** The API query for the URL's search. */
export function toFormListQuery(search: FormListSearch): FormListQuery {
  return {
    text: search.q,
    status: search.status,
    accessPermission: search.access,
    sort: search.sort ?? DEFAULT_FORM_SORT,
    page: search.page,
    pageSize: FORM_LIST_SIZE,
  };
}

export type SortableFormColumn = 'title' | 'status' | 'updated_at';

/** Each column's first order when its header is clicked: titles and statuses A–Z, dates newest first. */
export const FORM_SORT_FIRST: Record<SortableFormColumn, SortDirection> = {
  title: 'ascending',
  status: 'ascending',
  updated_at: 'descending',
};
