import type { ApiClient } from '../client';

/** The signed-in user's own data as one zip archive (`GET /api/v1/current_user/export`), with the name the API gives it. */
export function downloadPersonalData(
  client: ApiClient,
): Promise<{ blob: Blob; fileName: string | null }> {
  return client.readFile('/api/v1/current_user/export');
}

/**
 * Deletes the signed-in user's account (`DELETE /api/v1/current_user`),
 * confirmed with their password; a wrong one is a 422 on `current_password`.
 * The server ends every session; the caller clears the local one once it
 * has left the pages that need a user.
 */
export async function deleteOwnAccount(client: ApiClient, currentPassword: string): Promise<void> {
  await client.requestJson('DELETE', '/api/v1/current_user', {
    body: { data: { type: 'users', attributes: { currentPassword } } },
  });
}
