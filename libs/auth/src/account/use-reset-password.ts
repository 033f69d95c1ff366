import { resetPassword, useApiClient, type NewPasswordInput } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Sets a new password with the mailed `reset_password_token` (`PUT /auth/password`). */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true },
    mutationFn: (input: NewPasswordInput & { resetPasswordToken: string }) =>
      resetPassword(client, input),
  });
}
