import { changePassword, useApiClient, type NewPasswordInput } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Changes the signed-in user's password (`PUT /auth/password` with the session headers). */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true }, mutationFn: (input: NewPasswordInput) => changePassword(client, input) });
}
