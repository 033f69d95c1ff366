import { ApiError, getCurrentUserQueryOptions, type ApiClient } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { isStaff } from './organization-permissions';

/**
 * A staff page's loader check: anyone but admins and centre superusers gets
 * the 403 screen before anything else is fetched, as the API would answer.
 */
export async function requireStaff(queryClient: QueryClient, apiClient: ApiClient): Promise<void> {
  const user = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
  if (!isStaff(user.roles)) throw new ApiError(403, []);
}
