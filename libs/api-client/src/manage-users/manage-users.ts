import type { Role, SignupMethod, UserStatus } from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument, type QueryParams } from '../json-api';
import type { Organization } from '../organizations/organizations';
import { userKeys, type UserRole } from '../users/users';
import type { InlineErrorOptions } from '../vacancies/manage-vacancies';

/** A user as the management pages show it (`GET /users/{id}?include=roles,organizations`). */
export type ManagedUser = {
  id: string;
  type: 'users';
  email: string;
  /** A new address waiting for its owner's confirmation; `null` when none is pending. */
  unconfirmedEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  /** First and last name, else the address. */
  name: string;
  phoneNumber: string | null;
  jobTitle: string | null;
  status: UserStatus;
  signupMethod: SignupMethod;
  /** The volunteer centre the account belongs to; its sessions work on that centre's sites only. */
  volunteerCenterId: string;
  /** Whether the address has been confirmed. */
  confirmed: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
  roles: UserRole[];
  /** The user's organisations, as far as the viewer may see them. */
  organizations: Organization[];
};

/** The orders `GET /users` knows; a leading `-` sorts descending. */
export const USER_LIST_SORTS = ['last_name', '-last_name', 'email', '-email', 'created_at', '-created_at'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

/** A page of users, in the app's terms; every field is optional. */
export type UserListQuery = {
  /** Words in the name or the e-mail address (`filter[q]`). */
  q?: string;
  role?: Role;
  organizationId?: string;
  status?: UserStatus;
  sort?: UserListSort;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
};

export type UserListResult = { users: ManagedUser[]; total: number };

/** What staff write about a user (`POST /users`, `PATCH /users/{id}`); every field optional on update. */
export type UserAttributes = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string;
  phoneNumber?: string | null;
  jobTitle?: string | null;
  status?: UserStatus;
};

/** A new user: the profile, and optionally a first role and organisation. */
export type NewUserAttributes = Omit<UserAttributes, 'status'> & {
  email: string;
  role?: Role;
  organizationId?: string;
};

/** Query keys of the users management pages, under the users' root so a change refreshes the signed-in user too. */
export const managedUserKeys = {
  all: [...userKeys.all, 'managed'] as const,
  list: (query: UserListQuery) => [...managedUserKeys.all, 'list', query] as const,
  detail: (id: string) => [...managedUserKeys.all, 'detail', id] as const,
};

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

// A to-many relationship arrives as a list, or wrapped in `{ data }` when kitsu-core leaves it so.
const listOf = <T>(value: { data: T[] } | T[] | undefined): T[] => (Array.isArray(value) ? value : (value?.data ?? []));

function toManagedUser(user: ManagedUser): ManagedUser {
  return { ...user, roles: listOf(user.roles), organizations: listOf(user.organizations) };
}

/** The query parameters of `GET /users` for a list query, roles and organisations included. */
export function toUserListParams(query: UserListQuery): QueryParams {
  return {
    'filter[q]': blankToUndefined(query.q),
    'filter[with_role]': query.role,
    'filter[organization_id_eq]': query.organizationId,
    'filter[status_eq]': query.status,
    sort: query.sort,
    'page[number]': query.page,
    'page[size]': query.pageSize,
    include: 'roles,organizations',
  };
}

/** Users the signed-in staff member may see (their centre's, the tenant's for admins, or one organisation's members). */
export async function fetchUsers(client: ApiClient, query: UserListQuery, signal?: AbortSignal): Promise<UserListResult> {
  const { data, meta } = await client.read<ManagedUser[]>('/api/v1/users', { query: toUserListParams(query), signal });
  return { users: (data ?? []).map(toManagedUser), total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getUsersQueryOptions(client: ApiClient, query: UserListQuery) {
  return queryOptions({
    queryKey: managedUserKeys.list(query),
    queryFn: ({ signal }) => fetchUsers(client, query, signal),
    staleTime: 15_000,
  });
}

/** One user with roles and organisations; 404 when out of the viewer's sight. */
export async function fetchUser(client: ApiClient, id: string, signal?: AbortSignal): Promise<ManagedUser> {
  const { data } = await client.read<ManagedUser>(`/api/v1/users/${encodeURIComponent(id)}`, {
    query: { include: 'roles,organizations' },
    signal,
  });
  return toManagedUser(data);
}

export function getUserQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: managedUserKeys.detail(id),
    queryFn: ({ signal }) => fetchUser(client, id, signal),
    staleTime: 15_000,
  });
}

const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;
// Every write answers the changed user; with these it is whole, as its page shows it.
const INCLUDED = 'roles,organizations';

/** `POST /users`: the account starts invited and its owner gets an invitation mail. */
export async function createUser(client: ApiClient, attributes: NewUserAttributes): Promise<ManagedUser> {
  const answer = await client.write<ManagedUser>('POST', `/api/v1/users?include=${INCLUDED}`, { type: 'users', attributes });
  return toManagedUser(answer.data);
}

/** `PATCH /users/{id}`: profile fields and status; a new address waits for its owner's confirmation. */
export async function updateUser(client: ApiClient, id: string, attributes: UserAttributes): Promise<ManagedUser> {
  const answer = await client.write<ManagedUser>('PATCH', `${userPath(id)}?include=${INCLUDED}`, { type: 'users', id, attributes });
  return toManagedUser(answer.data);
}

/** `DELETE /users/{id}`: the account is archived and anonymised, its sessions ended. */
export async function deleteUser(client: ApiClient, id: string): Promise<void> {
  await client.remove(userPath(id));
}

/** `PUT /users/{id}/add_role` with the role, or `DELETE /users/{id}/remove_role?role=`; both are idempotent. */
export async function changeUserRole(client: ApiClient, id: string, change: 'add' | 'remove', role: Role): Promise<ManagedUser> {
  if (change === 'add') {
    const answer = await client.write<ManagedUser>('PUT', `${userPath(id)}/add_role?include=${INCLUDED}`, { type: 'users', id, attributes: { role } });
    return toManagedUser(answer.data);
  }
  const answer = await client.requestJson<unknown>('DELETE', `${userPath(id)}/remove_role`, { query: { role, include: INCLUDED } });
  return toManagedUser(deserialiseDocument<ManagedUser>(answer).data);
}

/**
 * `POST /users/{id}/resend_confirmation_instructions`: the invitation again for
 * an invited user, else a fresh confirmation link; an address that is already
 * confirmed is a 422 `ALREADY_CONFIRMED`.
 */
export async function resendConfirmationInstructions(client: ApiClient, id: string): Promise<ManagedUser> {
  const answer = await client.requestJson<unknown>('POST', `${userPath(id)}/resend_confirmation_instructions`, { query: { include: INCLUDED } });
  return toManagedUser(deserialiseDocument<ManagedUser>(answer).data);
}

/** After any change: every user list and detail (the signed-in user's own too) and the dashboard's counts are stale. */
function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
    ]);
}

/** Creates (invites) a user; the form shows failures next to its fields. */
export function useCreateUser() {
  const client = useApiClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (attributes: NewUserAttributes) => createUser(client, attributes),
    onSuccess: invalidate,
  });
}

/** Updates a user's profile or status. */
export function useUpdateUser({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, attributes }: { id: string; attributes: UserAttributes }) => updateUser(client, id, attributes),
    onSuccess: invalidate,
  });
}

export function useDeleteUser({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (id: string) => deleteUser(client, id),
    onSuccess: (_result, id) => {
      // The deleted user's page would only show anonymised data now.
      queryClient.removeQueries({ queryKey: managedUserKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
      ]);
    },
  });
}

/** Grants or revokes a role. */
export function useChangeUserRole({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateUsers();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, change, role }: { id: string; change: 'add' | 'remove'; role: Role }) => changeUserRole(client, id, change, role),
    onSuccess: invalidate,
  });
}

/** Mails the invitation or confirmation link again. */
export function useResendConfirmation({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (id: string) => resendConfirmationInstructions(client, id),
  });
}
