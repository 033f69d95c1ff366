import type { OrganizationListQuery, UserListQuery } from '@platform/api-client';
import { ADMIN_LIST_PAGE_SIZE, ROLES, USER_STATUSES } from '@platform/contracts';
import * as v from 'valibot';

/** Users per page of the list. */
export const USER_PAGE_SIZE = 25;

// TanStack Router parses each search value as JSON first, so `?q=2026` arrives
// as a number: text takes it back as text.
const text = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform(String),
  v.trim(),
  v.maxLength(200),
  v.transform((value) => value || undefined),
);

// A value that does not fit is dropped rather than failing the page, so a
// mangled link still opens the list.
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** The list's filters and page in the URL (`validateSearch`): `?q=&role=&organization=&status=&page=`. */
export const userListSearchSchema = v.object({
  q: lenient(text),
  role: lenient(v.picklist(ROLES)),
  organization: lenient(v.pipe(v.string(), v.uuid())),
  status: lenient(v.picklist(USER_STATUSES)),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
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
