import { requestPasswordReset, useApiClient } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Mails a reset link (`POST /auth/password`); succeeds alike for every address. */
export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true }, mutationFn: (email: string) => requestPasswordReset(client, email) });
}
