import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { organizationKeys, type Organization } from '../organizations/organizations';

/** One organisation the visitor may see (for the public: an approved one of this centre); 404 otherwise. */
export async function fetchOrganization(client: ApiClient, id: string, signal?: AbortSignal): Promise<Organization> {
  const { data } = await client.read<Organization>(`/api/v1/organizations/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function getOrganizationQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...organizationKeys.all, 'detail', id] as const,
    queryFn: ({ signal }) => fetchOrganization(client, id, signal),
    staleTime: 60_000,
  });
}
