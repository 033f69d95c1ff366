import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { deserialiseDocument } from '../json-api';
import type { InlineErrorOptions } from '../vacancies/manage-vacancies';
import { applicationKeys, type Application } from './application';
import { getApplicationsQueryOptions } from './manage-applications';

/** How many of their newest applications a volunteer's own list reads at once. */
export const MY_APPLICATIONS_PAGE_SIZE = 100;

/**
 * The signed-in user's own applications, newest first, each with its vacancy
 * while that is not deleted; `filter[own]` leaves out the ones staff and
 * organisation managers handle for others.
 */
export function getMyApplicationsQueryOptions(client: ApiClient) {
  return getApplicationsQueryOptions(client, { own: true, sort: '-created_at', pageSize: MY_APPLICATIONS_PAGE_SIZE });
}

/**
 * `POST /applications/{id}/withdraw`: the applicant takes back an application
 * that is pending or in review. Any other status is a 409 `INVALID_TRANSITION`.
 */
export async function withdrawApplication(client: ApiClient, id: string): Promise<Application> {
  const answer = await client.requestJson<unknown>('POST', `/api/v1/applications/${encodeURIComponent(id)}/withdraw`);
  return deserialiseDocument<Application>(answer).data;
}

/** Withdraws one of the user's own applications; application lists refresh, also when it fails (the status may have moved on). */
export function useWithdrawApplication({ showsErrorInline = false }: InlineErrorOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline },
    mutationFn: (id: string) => withdrawApplication(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
