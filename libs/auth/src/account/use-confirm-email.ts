import { confirmEmail, useApiClient } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Confirms an e-mail address with the mailed token (`POST /api/v1/confirm`). */
export function useConfirmEmail() {
  const client = useApiClient();
  return useMutation({
    // The screen shows the error next to its fields.
    meta: { showsErrorInline: true }, mutationFn: (token: string) => confirmEmail(client, token) });
}
