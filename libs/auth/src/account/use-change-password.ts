import { changePassword, useApiClient, type ChangePasswordInput } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Changes the signed-in user's password (`PUT /auth/password` with the session headers and the current password). */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true }, mutationFn: (input: ChangePasswordInput) => changePassword(client, input) });
}
