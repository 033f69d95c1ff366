import type { OrganizationStatus, OrganizationType } from '@platform/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** An organisation; its kind travels as `organization_type` because JSON:API reserves `type`. */
export type Organization = {
  id: string;
  type: 'organizations';
  organizationType: OrganizationType;
  name: string;
  status: OrganizationStatus;
  city: string | null;
  website: string | null;
  phoneNumber: string | null;
  description: string | null;
  createdAt: string;
};

export const organizationKeys = {
  all: ['organizations'] as const,
  current: () => [...organizationKeys.all, 'current'] as const,
};

/** The organisations the signed-in user may act for. */
export async function fetchCurrentOrganizations(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Organization[]> {
  const { data } = await client.read<Organization[]>('/api/v1/current_organizations', { signal });
  return data;
}

export function getCurrentOrganizationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: organizationKeys.current(),
    queryFn: ({ signal }) => fetchCurrentOrganizations(client, signal),
    staleTime: 60_000,
  });
}

export function useCurrentOrganizations(): Organization[] {
  return useSuspenseQuery(getCurrentOrganizationsQueryOptions(useApiClient())).data;
}
