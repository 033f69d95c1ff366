import type {
  NonProfitProfileInput,
  OrganizationAddressInput,
  OrganizationMemberRole,
  OrganizationStatus,
  OrganizationType,
} from '@platform/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsKeys } from '../analytics/analytics';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import type { QueryParams } from '../json-api';
import { organizationKeys, type Organization } from '../organizations/organizations';
import type { Address, NonProfitProfile } from '../social-map/social-map';
import { userKeys } from '../users/users';
import { vacancyKeys } from '../vacancies/vacancy';
import type { InlineErrorOptions } from '../vacancies/manage-vacancies';
import { volunteerCenterKeys, type VolunteerCenter } from '../volunteer-centers/volunteer-centers';

/** An organisation as staff and its own managers see it (docs/api.md, issue 5). */
export type ManagedOrganization = Organization & {
  /** Where mail about the organisation goes (approval, denial). */
  email: string | null;
  /** Why staff last decided on it (the reason of a denial). */
  statusReason: string | null;
  /** Listed on the public partners page. */
  isPartner: boolean;
  volunteerCenterId: string;
  deletedAt: string | null;
  updatedAt: string;
  /** `null` when it has none; only read with the detail. */
  address?: Address | null;
  /** `null` when it has none; only read with the detail. */
  profile?: NonProfitProfile | null;
};

/** The account of an organisation member, as included with the membership. */
export type MemberUser = {
  id: string;
  type: 'users';
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  name: string | null;
};

/** A membership of an organisation (`organization_members`). */
export type OrganizationMember = {
  id: string;
  type: 'organization_members';
  userId: string;
  role: OrganizationMemberRole;
  createdAt: string;
  user: MemberUser | null;
};

/**
 * What `POST /organizations` and `PATCH /organizations/{id}` take. Status,
 * type and the partner flag are for staff; the centre only on create, by admins.
 */
export type OrganizationAttributes = {
  name?: string;
  website?: string | null;
  city?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  description?: string | null;
  organizationType?: OrganizationType;
  isPartner?: boolean;
  status?: OrganizationStatus;
  volunteerCenterId?: string;
  address?: OrganizationAddressInput;
  profile?: NonProfitProfileInput;
};

/** The orders `GET /organizations` knows; a leading `-` sorts descending. */
export const ORGANIZATION_LIST_SORTS = ['name', '-name', 'created_at', '-created_at', 'status', '-status'] as const;
export type OrganizationListSort = (typeof ORGANIZATION_LIST_SORTS)[number];

/** A page of organisations, in the app's terms; every field is optional. */
export type OrganizationListQuery = {
  /** Part of the name, city or e-mail address, case-insensitive. */
  search?: string;
  status?: OrganizationStatus;
  organizationType?: OrganizationType;
  /** Only partners (`true`) or only non-partners (`false`). */
  isPartner?: boolean;
  sort?: OrganizationListSort;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
};

export type OrganizationListResult = { organizations: ManagedOrganization[]; total: number };

/** Staff's decision on a pending (or denied, or approved) organisation. */
export type OrganizationDecision = 'approved' | 'denied';

/** Query keys of the management pages, under `organizationKeys.all` so one invalidation refreshes every organisation query. */
export const managedOrganizationKeys = {
  list: (query: OrganizationListQuery) => [...organizationKeys.all, 'list', query] as const,
  detail: (id: string) => [...organizationKeys.all, 'detail', id, 'manage'] as const,
  members: (id: string) => [...organizationKeys.all, 'members', id] as const,
  centers: () => [...volunteerCenterKeys.all, 'list'] as const,
};

// The tenant's reference lists change rarely; five minutes of staleness is harmless.
const LIST_STALE_MS = 5 * 60_000;

/** Most members listed at once: the admin list size of spec §9. */
const MEMBER_PAGE_SIZE = 1000;

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

// kitsu-core turns an empty to-one relationship (`data: null`) into `{}`.
const resourceOrNull = <T extends { id: string }>(value: T | Record<string, never> | null | undefined): T | null =>
  value && 'id' in value ? (value as T) : null;

const organizationPath = (id: string) => `/api/v1/organizations/${encodeURIComponent(id)}`;

/** The query parameters of `GET /organizations` for a list query. */
export function toOrganizationListParams(query: OrganizationListQuery): QueryParams {
  return {
    'filter[name_cont]': blankToUndefined(query.search),
    'filter[status_eq]': query.status,
    'filter[type_eq]': query.organizationType,
    'filter[is_partner]': query.isPartner === undefined ? undefined : String(query.isPartner),
    sort: query.sort,
    'page[number]': query.page,
    'page[size]': query.pageSize,
  };
}

/** The organisations the signed-in user may see: the tenant's for admins, the centre's for centre staff. */
export async function fetchManagedOrganizations(
  client: ApiClient,
  query: OrganizationListQuery,
  signal?: AbortSignal,
): Promise<OrganizationListResult> {
  const { data, meta } = await client.read<ManagedOrganization[]>('/api/v1/organizations', {
    query: toOrganizationListParams(query),
    signal,
  });
  return { organizations: data ?? [], total: typeof meta['total'] === 'number' ? meta['total'] : 0 };
}

export function getManagedOrganizationsQueryOptions(client: ApiClient, query: OrganizationListQuery) {
  return queryOptions({
    queryKey: managedOrganizationKeys.list(query),
    queryFn: ({ signal }) => fetchManagedOrganizations(client, query, signal),
    staleTime: 15_000,
  });
}

/** One organisation with its address and non-profit profile; 404 when out of the user's sight. */
export async function fetchManagedOrganization(client: ApiClient, id: string, signal?: AbortSignal): Promise<ManagedOrganization> {
  const { data } = await client.read<ManagedOrganization>(organizationPath(id), { query: { include: 'address,profile' }, signal });
  return { ...data, address: resourceOrNull(data.address), profile: resourceOrNull(data.profile) };
}

export function getManagedOrganizationQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: managedOrganizationKeys.detail(id),
    queryFn: ({ signal }) => fetchManagedOrganization(client, id, signal),
    staleTime: 15_000,
  });
}

/** Creates an organisation (staff): approved and a non-profit unless the attributes say otherwise. */
export async function createOrganization(client: ApiClient, attributes: OrganizationAttributes): Promise<ManagedOrganization> {
  return (await client.write<ManagedOrganization>('POST', '/api/v1/organizations', { type: 'organizations', attributes })).data;
}

export async function updateOrganization(client: ApiClient, id: string, attributes: OrganizationAttributes): Promise<ManagedOrganization> {
  return (await client.write<ManagedOrganization>('PATCH', organizationPath(id), { type: 'organizations', id, attributes })).data;
}

/**
 * `PUT /organizations/{id}/approve`: approves or denies, with an optional
 * reason that the organisation's mail quotes. A status that does not allow
 * the decision is a 409 `INVALID_TRANSITION`.
 */
export async function decideOrganization(
  client: ApiClient,
  id: string,
  status: OrganizationDecision,
  reason?: string,
): Promise<ManagedOrganization> {
  const attributes = reason?.trim() ? { status, reason: reason.trim() } : { status };
  return (await client.write<ManagedOrganization>('PUT', `${organizationPath(id)}/approve`, { type: 'organizations', id, attributes })).data;
}

/** Soft-deletes an organisation (status `deleted`); staff can still find it by that status. */
export async function deleteOrganization(client: ApiClient, id: string): Promise<void> {
  await client.remove(organizationPath(id));
}

/**
 * `POST /organizations/{id}/move`: the organisation, its vacancies and the
 * members who belong nowhere else in the old centre go to another centre of
 * the tenant. 404 `FEATURE_DISABLED` where the tenant does not move organisations.
 */
export async function moveOrganization(client: ApiClient, id: string, volunteerCenterId: string): Promise<ManagedOrganization> {
  const path = `${organizationPath(id)}/move`;
  return (await client.write<ManagedOrganization>('POST', path, { type: 'organizations', id, attributes: { volunteerCenterId } })).data;
}

/** The tenant's volunteer centres, for choosing where an organisation belongs. */
export async function fetchVolunteerCenters(client: ApiClient, signal?: AbortSignal): Promise<VolunteerCenter[]> {
  return (await client.read<VolunteerCenter[]>('/api/v1/volunteer_centers', { signal })).data ?? [];
}

export function getVolunteerCentersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: managedOrganizationKeys.centers(),
    queryFn: ({ signal }) => fetchVolunteerCenters(client, signal),
    staleTime: LIST_STALE_MS,
  });
}

/** The organisation's members with their accounts (staff and the organisation's superusers). */
export async function fetchOrganizationMembers(client: ApiClient, organizationId: string, signal?: AbortSignal): Promise<OrganizationMember[]> {
  const { data } = await client.read<OrganizationMember[]>(`${organizationPath(organizationId)}/members`, {
    query: { include: 'user', 'page[size]': MEMBER_PAGE_SIZE },
    signal,
  });
  return (data ?? []).map((member) => ({ ...member, user: resourceOrNull(member.user) }));
}

export function getOrganizationMembersQueryOptions(client: ApiClient, organizationId: string) {
  return queryOptions({
    queryKey: managedOrganizationKeys.members(organizationId),
    queryFn: ({ signal }) => fetchOrganizationMembers(client, organizationId, signal),
    staleTime: 15_000,
  });
}

/** Adds an existing user of the centre by e-mail address; 409 `ALREADY_MEMBER`, 422 for an unknown address. */
export async function addOrganizationMember(
  client: ApiClient,
  organizationId: string,
  member: { email: string; role: OrganizationMemberRole },
): Promise<OrganizationMember> {
  const path = `${organizationPath(organizationId)}/members`;
  return (await client.write<OrganizationMember>('POST', path, { type: 'organization_members', attributes: member })).data;
}

export async function changeOrganizationMemberRole(
  client: ApiClient,
  organizationId: string,
  memberId: string,
  role: OrganizationMemberRole,
): Promise<OrganizationMember> {
  const path = `${organizationPath(organizationId)}/members/${encodeURIComponent(memberId)}`;
  return (await client.write<OrganizationMember>('PATCH', path, { type: 'organization_members', id: memberId, attributes: { role } })).data;
}

/** Ends a membership; the last superuser cannot go (409 `LAST_SUPERUSER`). */
export async function removeOrganizationMember(client: ApiClient, organizationId: string, memberId: string): Promise<void> {
  await client.remove(`${organizationPath(organizationId)}/members/${encodeURIComponent(memberId)}`);
}

/** After a change to organisations: every organisation query (the selector's too) and the dashboard's counts are stale. */
function useInvalidateOrganizations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
    ]);
}

/** Creates an organisation; the form shows failures next to its fields. */
export function useCreateOrganization() {
  const client = useApiClient();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (attributes: OrganizationAttributes) => createOrganization(client, attributes),
    onSuccess: invalidate,
  });
}

export function useUpdateOrganization({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, attributes }: { id: string; attributes: OrganizationAttributes }) => updateOrganization(client, id, attributes),
    onSuccess: invalidate,
  });
}

/** Approves or denies an organisation; the queue, the lists and the dashboard refresh. */
export function useDecideOrganization({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, status, reason }: { id: string; status: OrganizationDecision; reason?: string }) =>
      decideOrganization(client, id, status, reason),
    onSuccess: invalidate,
  });
}

export function useDeleteOrganization({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (id: string) => deleteOrganization(client, id),
    onSuccess: invalidate,
  });
}

/** Moves an organisation to another centre; its vacancies and some members go along, so those lists refresh too. */
export function useMoveOrganization({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: ({ id, volunteerCenterId }: { id: string; volunteerCenterId: string }) => moveOrganization(client, id, volunteerCenterId),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: vacancyKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}

/**
 * After a membership change: the members, the user's own organisations (they
 * may have changed their own membership) and user lists (a superuser
 * membership grants a role) are stale.
 */
function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return (organizationId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: managedOrganizationKeys.members(organizationId) }),
      queryClient.invalidateQueries({ queryKey: organizationKeys.current() }),
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
    ]);
}

/** Adds a member by e-mail address; the panel shows failures itself. */
export function useAddOrganizationMember() {
  const client = useApiClient();
  const invalidate = useInvalidateMembers();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: ({ organizationId, email, role }: { organizationId: string; email: string; role: OrganizationMemberRole }) =>
      addOrganizationMember(client, organizationId, { email, role }),
    onSuccess: (_member, { organizationId }) => invalidate(organizationId),
  });
}

export function useChangeOrganizationMemberRole() {
  const client = useApiClient();
  const invalidate = useInvalidateMembers();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: ({ organizationId, memberId, role }: { organizationId: string; memberId: string; role: OrganizationMemberRole }) =>
      changeOrganizationMemberRole(client, organizationId, memberId, role),
    onSuccess: (_member, { organizationId }) => invalidate(organizationId),
  });
}

export function useRemoveOrganizationMember() {
  const client = useApiClient();
  const invalidate = useInvalidateMembers();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: ({ organizationId, memberId }: { organizationId: string; memberId: string }) =>
      removeOrganizationMember(client, organizationId, memberId),
    onSuccess: (_result, { organizationId }) => invalidate(organizationId),
  });
}
