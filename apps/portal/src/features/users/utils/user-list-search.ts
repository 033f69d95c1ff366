import type { OrganizationListQuery, UserListQuery } from '@platform/api-client';
import { ADMIN_LIST_PAGE_SIZE, ROLES, USER_STATUSES } from '@platform/contracts';
import { listSearchSchema, listSearchText, uuidParam } from '@platform/ui';
import * as v from 'valibot';

/** Users per page of the list. */
export const USER_PAGE_SIZE = 25;

/** The list's filters and page in the URL (`validateSearch`): `?q=&role=&organization=&status=&page=`. */
export const userListSearchSchema = listSearchSchema({
  filters: { q: listSearchText, role: v.picklist(ROLES), organization: uuidParam, status: v.picklist(USER_STATUSES) },
});

export type UserListSearch = v.InferOutput<typeof userListSearchSchema>;

/** The admin lists of spec §9 (the administrators, the organisations to choose from) come in one page of this size. */
export function userPageSize(search: Pick<UserListSearch, 'role'>): number {
  return search.role === 'admin' ? ADMIN_LIST_PAGE_SIZE : USER_PAGE_SIZE;
}

/** The organisations a filter or form offers: all the viewer may see, by name, in one admin list. */
export const ORGANIZATION_CHOICES: OrganizationListQuery = { sort: 'name', pageSize: ADMIN_LIST_PAGE_SIZE };

/**
 * The API list for the URL's filters, by last name; the administrators are
 * one list (spec §7: `filter[with_role]=admin`, `page[size]=1000`). Staff see
 * what their role reaches; anyone else (an organisation superuser) only the
 * members of the organisation they act for, which the API requires.
 */
export function toUserListQuery(
  search: UserListSearch,
  { isStaff, organizationId }: { isStaff: boolean; organizationId: string | null },
): UserListQuery {
  return {
    q: search.q,
    role: search.role,
    organizationId: isStaff ? search.organization : (organizationId ?? undefined),
    status: search.status,
    sort: 'last_name',
    page: search.page ?? 1,
    pageSize: userPageSize(search),
  };
}
