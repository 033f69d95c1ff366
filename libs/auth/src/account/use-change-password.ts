import { changePassword, useApiClient, type NewPasswordInput } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Changes the signed-in user's password (`PUT /auth/password` with the session headers). */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: NewPasswordInput) => changePassword(client, input) });
}
