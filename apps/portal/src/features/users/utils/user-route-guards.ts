import { getCurrentUserQueryOptions, getUserQueryOptions, type ApiClient } from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { forbidden, isUserStaff, mayManageUser } from './user-permissions';

type LoaderContext = { queryClient: QueryClient; apiClient: ApiClient };

/** For the loaders of staff-only pages: the 403 screen for anyone else, before any other call. */
export async function requireUserStaff({ queryClient, apiClient }: LoaderContext): Promise<void> {
  const viewer = await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
  if (!isUserStaff(viewer.roles)) throw forbidden();
}

/**
 * For the loaders of pages that change an account: loads it (404 when out
 * of sight) and refuses (403) an account the viewer may see but not change,
 * such as an admin's for a centre superuser.
 */
export async function requireManageableUser({ queryClient, apiClient }: LoaderContext, id: string): Promise<void> {
  await requireUserStaff({ queryClient, apiClient });
  const [viewer, user] = await Promise.all([
    queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient)),
    queryClient.ensureQueryData(getUserQueryOptions(apiClient, id)),
  ]);
  if (!mayManageUser(viewer.roles, user)) throw forbidden();
}
