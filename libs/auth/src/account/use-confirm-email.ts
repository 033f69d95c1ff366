import { confirmEmail, useApiClient } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Confirms an e-mail address with the mailed token (`POST /api/v1/confirm`). */
export function useConfirmEmail() {
  const client = useApiClient();
  return useMutation({ mutationFn: (token: string) => confirmEmail(client, token) });
}
