import { updateCurrentUser, useApiClient, userKeys } from '@platform/api-client';
import type { CurrentUserUpdateInput } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Updates the signed-in user (`PATCH /api/v1/current_user`) and puts the
 * answer in the cache, so every screen shows the change (and a pending
 * `unconfirmedEmail`) without a refetch.
 */
export function useUpdateCurrentUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CurrentUserUpdateInput) => updateCurrentUser(client, changes),
    onSuccess: (user) => queryClient.setQueryData(userKeys.current(), user),
  });
}
