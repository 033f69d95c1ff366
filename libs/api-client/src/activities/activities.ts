import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { QueryParams } from '../json-api';
import { vacancyKeys, type Vacancy } from '../vacancies/vacancy';

/** One time an activity takes place, as ISO timestamps. */
export type ActivityOccurrence = { startsAt: string; endsAt: string | null };

/** An activity (a vacancy of type activity) with its occurrences inside the asked range. */
export type Activity = Vacancy & { meta: { occurrences: ActivityOccurrence[] } };

/** Which activities the calendar asks for: a range of ISO dates (`until` exclusive) and optional filters. */
export type ActivitiesQuery = {
  from: string;
  until: string;
  categoryIds?: readonly string[];
  organizationId?: string;
};

export function toActivitiesParams({ from, until, categoryIds, organizationId }: ActivitiesQuery): QueryParams {
  return {
    'filter[from]': from,
    'filter[until]': until,
    'filter[category_id]': categoryIds && categoryIds.length > 0 ? categoryIds.join(',') : undefined,
    'filter[organization_id]': organizationId,
    include: 'organization',
  };
}

/** Published activities with an occurrence in the range (at most 366 days, docs/api.md). */
export async function fetchActivities(client: ApiClient, query: ActivitiesQuery, signal?: AbortSignal): Promise<Activity[]> {
  const { data } = await client.read<Activity[]>('/api/v1/activities', { query: toActivitiesParams(query), signal });
  return (data ?? []).map((activity) => ({
    ...activity,
    meta: { occurrences: activity.meta?.occurrences ?? [] },
  }));
}

export function getActivitiesQueryOptions(client: ApiClient, query: ActivitiesQuery) {
  return queryOptions({
    queryKey: vacancyKeys.activities(query),
    queryFn: ({ signal }) => fetchActivities(client, query, signal),
    staleTime: 60_000,
  });
}

/**
 * The address calendar programs subscribe to. They cannot send headers, so
 * tenant and centre travel in the query (docs/api.md).
 *
 * @param apiOrigin the API's origin, e.g. `https://example.nl`.
 */
export function activitiesFeedUrl(apiOrigin: string, tenant: string, volunteerCenterId: string): string {
  const query = new URLSearchParams({ tenant, center: volunteerCenterId });
  return `${apiOrigin.replace(/\/+$/, '')}/api/v1/activities.ics?${query.toString()}`;
}
