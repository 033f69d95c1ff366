import {
  getCurrentUserQueryOptions,
  isApiError,
  signOut,
  type ApiClient,
  type CurrentUser,
} from '@platform/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { SIGN_IN_PATH } from '../guard/require-signed-in';

/** What {@link ensureCurrentUser} reads from a route loader's or `beforeLoad`'s arguments. */
export type EnsureCurrentUserArguments = {
  context: { apiClient: ApiClient; queryClient: QueryClient };
  location: ParsedLocation;
};

/**
 * Loads the signed-in user with their roles for a guarded route. When the API
 * no longer accepts the session (401), the visitor is signed out and sent to
 * the sign-in page, to come back afterwards (spec §4 and §8). Other failures
 * go to the route's error screen.
 */
export async function ensureCurrentUser({
  context: { apiClient, queryClient },
  location,
}: EnsureCurrentUserArguments): Promise<CurrentUser> {
  try {
    return await queryClient.ensureQueryData(getCurrentUserQueryOptions(apiClient));
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    await signOut(apiClient);
    throw redirect({ to: SIGN_IN_PATH, search: { redirect: location.href } });
  }
}
