import { VACANCY_LIST_SORTS, type VacancyListQuery, type VacancyListSort } from '@platform/api-client';
import { VACANCY_STATUSES, VACANCY_TYPES, type Role, type VacancyStatus } from '@platform/contracts';
import {
  listItems,
  listSearchSchema,
  listSearchText,
  optionalParam,
  uuidParam,
  type SortDirection,
} from '@platform/ui';
import * as v from 'valibot';

/** Vacancies per page of the management list. */
export const VACANCY_PAGE_SIZE = 25;

/** The list's order when the URL names none: newest first. */
export const DEFAULT_VACANCY_SORT: VacancyListSort = '-created_at';

/** The statuses the list filters by: every one but deleted, which nobody sees. */
export type ListedVacancyStatus = Exclude<VacancyStatus, 'deleted'>;
export const LISTED_VACANCY_STATUSES = VACANCY_STATUSES.filter((status): status is ListedVacancyStatus => status !== 'deleted');

/** The list's search, filters, order and page in the URL (`validateSearch`). */
export const vacancyListSearchSchema = listSearchSchema({
  filters: { q: listSearchText, status: v.picklist(LISTED_VACANCY_STATUSES), type: v.picklist(VACANCY_TYPES) },
  sorts: VACANCY_LIST_SORTS,
});

export type VacancyListSearch = v.InferOutput<typeof vacancyListSearchSchema>;

/** Roles that manage a whole centre (or tenant) rather than their own organisations. */
const CENTRE_ROLES: readonly Role[] = ['admin', 'center_superuser'];

/** Whether the user manages the centre's vacancies (all organisations) rather than their organisation's. */
export function managesCentre(roles: readonly { name: Role }[]): boolean {
  return roles.some((role) => CENTRE_ROLES.includes(role.name));
}

/**
 * The API list for the URL's search. Centre staff see what their role
 * reaches (the API scopes it to their centre, admins to the tenant);
 * everyone else the organisation they act for, since the API would
 * otherwise add other organisations' published vacancies.
 */
export function toVacancyListQuery(
  search: VacancyListSearch,
  { isCentreStaff, organizationId }: { isCentreStaff: boolean; organizationId: string | null },
): VacancyListQuery {
  return {
    title: search.q,
    status: search.status,
    vacancyType: search.type,
    organizationId: isCentreStaff ? undefined : (organizationId ?? undefined),
    sort: search.sort ?? DEFAULT_VACANCY_SORT,
    page: search.page ?? 1,
    pageSize: VACANCY_PAGE_SIZE,
    withOrganization: isCentreStaff,
  };
}

/** Number of pages for a total; at least one, so "page 1 of 1" reads well for an empty list. */
export function pageCount(total: number, pageSize = VACANCY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The columns the list can be sorted by. */
export type SortableColumn = 'title' | 'created_at' | 'expires_at';

/** Each column's first order when its header is clicked: titles A–Z, dates newest first. */
export const VACANCY_SORT_FIRST: Record<SortableColumn, SortDirection> = {
  title: 'ascending',
  created_at: 'descending',
  expires_at: 'descending',
};

/** The bulk-edit page's vacancies in the URL: `?ids=<uuid>,<uuid>`, so the selection is a link. */
export const bulkEditSearchSchema = v.object({
  ids: optionalParam(v.pipe(v.string(), v.maxLength(4000))),
});

/** The unique, well-formed ids of a bulk-edit URL, at most 100 (the API's limit per bulk edit). */
export function bulkEditIds(ids: string | undefined): string[] {
  const unique = new Set(listItems(ids).map((id) => id.toLowerCase()));
  return [...unique].filter((id) => v.is(uuidParam, id)).slice(0, 100);
}
