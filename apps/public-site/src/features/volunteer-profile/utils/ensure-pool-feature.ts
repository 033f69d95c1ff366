import { getCurrentCenterQueryOptions, type ApiClient } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/**
 * The volunteer pool's pages exist only where the centre has volunteer
 * profiles on (not on meedoen): elsewhere they are "not found", as the API's
 * routes are.
 */
export async function ensurePoolFeature({
  queryClient,
  apiClient,
}: {
  queryClient: QueryClient;
  apiClient: ApiClient;
}): Promise<void> {
  const { meta } = await queryClient.ensureQueryData(getCurrentCenterQueryOptions(apiClient));
  if (!meta.features.volunteerProfiles) throw notFound();
}
