import { FORM_LIST_SORTS, type FormListQuery, type FormListSort } from '@platform/api-client';
import { FORM_ACCESS_PERMISSIONS, FORM_STATUSES } from '@platform/contracts';
import { optionalParam, pageParam, textParam } from '@platform/ui';
import * as v from 'valibot';

/** Forms per page of the forms list. */
export const FORM_LIST_SIZE = 25;

/** The list's order when the URL names none: last changed first. */
export const DEFAULT_FORM_SORT: FormListSort = '-updated_at';

/** The forms list's search, filters, order and page in the URL (`validateSearch`). */
export const formListSearchSchema = v.object({
  q: optionalParam(textParam(200)),
  status: optionalParam(v.picklist(FORM_STATUSES)),
  access: optionalParam(v.picklist(FORM_ACCESS_PERMISSIONS)),
  sort: optionalParam(v.picklist(FORM_LIST_SORTS)),
  page: optionalParam(pageParam),
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

/** The sort a column header switches to: titles and statuses A–Z first, dates newest first, then the other way. */
export function nextFormSort(current: FormListSort, column: SortableFormColumn): FormListSort {
  const ascending = column as FormListSort;
  const descending = `-${column}` as FormListSort;
  if (current === ascending) return descending;
  if (current === descending) return ascending;
  return column === 'updated_at' ? descending : ascending;
}

export function ariaSortOfForm(
  sort: FormListSort,
  column: SortableFormColumn,
): 'ascending' | 'descending' | undefined {
  if (sort === column) return 'ascending';
  return sort === `-${column}` ? 'descending' : undefined;
}
