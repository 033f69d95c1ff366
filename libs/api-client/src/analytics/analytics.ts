import type { analyticsFiguresAttributes, analyticsFunnelAttributes } from '@platform/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import type * as v from 'valibot';

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

/** What the analytics pages ask for: a centre (admins choose; others get their own) and Dutch days, YYYY-MM-DD. */
export type AnalyticsPeriod = { centerId?: string; from: string; to: string };

/** A centre's figures of a period (GET /analytics/figures). */
export type AnalyticsFigures = v.InferOutput<typeof analyticsFiguresAttributes> & { id: string };
/** A centre's funnel and organisations' responsiveness of a period (GET /analytics/funnel). */
export type AnalyticsFunnel = v.InferOutput<typeof analyticsFunnelAttributes> & { id: string };

const periodQuery = ({ centerId, from, to }: AnalyticsPeriod) => ({
  'filter[from]': from,
  'filter[to]': to,
  ...(centerId ? { 'filter[center_id]': centerId } : {}),
});

export function getAnalyticsFiguresQueryOptions(client: ApiClient, period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [...analyticsKeys.all, 'figures', period] as const,
    queryFn: async ({ signal }) =>
      (await client.read<AnalyticsFigures>('/api/v1/analytics/figures', { query: periodQuery(period), signal })).data,
    staleTime: 30_000,
  });
}

export function getAnalyticsFunnelQueryOptions(client: ApiClient, period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: [...analyticsKeys.all, 'funnel', period] as const,
    queryFn: async ({ signal }) =>
      (await client.read<AnalyticsFunnel>('/api/v1/analytics/funnel', { query: periodQuery(period), signal })).data,
    staleTime: 30_000,
  });
}
