import type { Gender, Role, Salutation, UserStatus } from '@platform/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

export type UserRole = { id: string; type: 'roles'; name: Role };

/** The signed-in user with their roles. */
export type CurrentUser = {
  id: string;
  type: 'users';
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  name: string | null;
  status: UserStatus;
  /** A new address waiting for its confirmation link; `null` when none is pending. */
  unconfirmedEmail: string | null;
  phoneNumber: string | null;
  jobTitle: string | null;
  gender: Gender | null;
  salutation: Salutation | null;
  /** Weekdays (1 = Monday … 7 = Sunday) on which the weekly summary is mailed. */
  digestDays: number[];
  createdAt: string;
  roles: UserRole[];
};

export const userKeys = {
  all: ['users'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

export async function fetchCurrentUser(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CurrentUser> {
  const { data } = await client.read<CurrentUser>('/api/v1/current_user', {
    query: { include: 'roles' },
    signal,
  });
  return { ...data, digestDays: data.digestDays ?? [], roles: data.roles ?? [] };
}

export function getCurrentUserQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: userKeys.current(),
    queryFn: ({ signal }) => fetchCurrentUser(client, signal),
    staleTime: 60_000,
  });
}

export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(getCurrentUserQueryOptions(useApiClient())).data;
}
