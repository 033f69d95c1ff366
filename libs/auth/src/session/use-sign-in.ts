import type { SignInInput } from '@platform/contracts';
import { organizationKeys, signIn, useApiClient, userKeys } from '@platform/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Signs in with e-mail and password. A previous user's cached data is removed
 * first, so nothing of one session shows in the next.
 */
export function useSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true },
    mutationFn: (input: SignInInput) => signIn(client, input),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: userKeys.current() });
      queryClient.removeQueries({ queryKey: organizationKeys.all });
    },
  });
}
