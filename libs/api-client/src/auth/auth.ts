import type { SignInInput } from '@platform/contracts';
import type { ApiClient } from '../client';

/** The user as `/auth/sign_in` returns it (plain JSON, not JSON:API). */
export type AuthUser = {
  id: string;
  email: string;
  uid: string;
  provider: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
};

/**
 * Signs in with e-mail and password. The response's auth headers become the
 * session through the client's credential store.
 */
export async function signIn(client: ApiClient, input: SignInInput): Promise<AuthUser> {
  const { data } = await client.requestJson<{ data: AuthUser }>('POST', '/auth/sign_in', {
    body: input,
  });
  return data;
}

/**
 * Ends the session on the server, then locally, and forgets the selected
 * organisation. Failures are ignored (spec §8): the user wants out either way.
 */
export async function signOut(client: ApiClient): Promise<void> {
  try {
    if (client.credentials.read()) await client.requestJson('DELETE', '/auth/sign_out');
  } catch {
    // The local session is cleared below whatever the server said.
  } finally {
    client.credentials.write(null);
    client.setContext({ currentOrganizationId: null });
  }
}
