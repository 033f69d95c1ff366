import { signUp, useApiClient } from '@platform/api-client';
import type { SignUpInput } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';

/** Signs a volunteer up (`POST /auth`); the confirmation link arrives by mail. */
export function useSignUp() {
  const client = useApiClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true }, mutationFn: (input: SignUpInput) => signUp(client, input) });
}
