import { updateCurrentUser, useApiClient, userKeys } from '@platform/api-client';
import type { CurrentUserUpdateInput } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Identifies {@link useUpdateCurrentUser}'s mutations in the mutation cache,
 * e.g. for an app that confirms each save with a toast.
 */
export const UPDATE_CURRENT_USER_MUTATION_KEY = [...userKeys.current(), 'update'] as const;

/**
 * Updates the signed-in user (`PATCH /api/v1/current_user`) and puts the
 * answer in the cache, so every screen shows the change (and a pending
 * `unconfirmedEmail`) without a refetch.
 */
export function useUpdateCurrentUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true },
    mutationKey: UPDATE_CURRENT_USER_MUTATION_KEY,
    mutationFn: (changes: CurrentUserUpdateInput) => updateCurrentUser(client, changes),
    onSuccess: (user) => queryClient.setQueryData(userKeys.current(), user),
  });
}
