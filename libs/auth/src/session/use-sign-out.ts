import { signOut, useApiClient } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/**
 * Signs out: the server session is ended when possible and the local one
 * always (spec §8: sign-out errors are ignored), so the mutation never fails.
 * The cached user is cleared 500 ms later by {@link connectSession}.
 */
export function useSignOut() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => signOut(client) });
}
