import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';

/** The dashboard's figures for the organisation the user acts for. */
export type AnalyticsSummary = {
  id: string;
  organizationName: string;
  vacanciesByStatus: Record<string, number>;
  members: number;
  /** Only for admins and centre staff. */
  centerOrganizationsByStatus: Record<string, number> | null;
  centerUsersByStatus: Record<string, number> | null;
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  summary: (organizationId: string | null) => [...analyticsKeys.all, 'summary', organizationId] as const,
};

export async function fetchAnalyticsSummary(client: ApiClient, signal?: AbortSignal): Promise<AnalyticsSummary> {
  return (await client.read<AnalyticsSummary>('/api/v1/analytics/summary', { signal })).data;
}

/** Keyed by the selected organisation, whose id the client sends as Current-Organization-Id. */
export function getAnalyticsSummaryQueryOptions(client: ApiClient, organizationId: string | null) {
  return queryOptions({
    queryKey: analyticsKeys.summary(organizationId),
    queryFn: ({ signal }) => fetchAnalyticsSummary(client, signal),
    staleTime: 30_000,
  });
}

export function useAnalyticsSummary(organizationId: string | null): AnalyticsSummary {
  return useSuspenseQuery(getAnalyticsSummaryQueryOptions(useApiClient(), organizationId)).data;
}
