import { deleteOwnAccount, downloadPersonalData, useApiClient } from '@platform/api-client';
import { useMutation } from '@tanstack/react-query';

/** Fetches the signed-in user's data archive; the caller hands it to the browser to save. */
export function useDownloadPersonalData() {
  const client = useApiClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: () => downloadPersonalData(client),
  });
}

/** Deletes the signed-in user's account with their password (`DELETE /current_user`). */
export function useDeleteOwnAccount() {
  const client = useApiClient();
  return useMutation({
    // The dialog shows a wrong password next to its field.
    meta: { showsErrorInline: true },
    mutationFn: (currentPassword: string) => deleteOwnAccount(client, currentPassword),
  });
}
