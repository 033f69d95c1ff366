import { eq } from 'drizzle-orm';
import { authTokens } from '../../identity/auth/auth.tables';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tenant transactions one request opened, and its answer. */
async function counted(
  url: string,
  credentials?: Credentials,
  method: 'GET' | 'PATCH' = 'GET',
  body?: unknown,
) {
  const before = t.database.counts.tenantTransactions;
  const response = await t.request({ method, url, credentials, body });
  return { response, transactions: t.database.counts.tenantTransactions - before };
}

/** Moves the session's last rotation out of devise_token_auth's batch window, so the next request rotates its token. */
async function outOfBatchWindow(credentials: Credentials) {
  await t.database.db
    .update(authTokens)
    .set({ rotatedAt: new Date(Date.now() - 60_000) })
    .where(eq(authTokens.client, credentials.client));
}

describe('one request context', () => {
  it('answers a signed-in request in one tenant transaction, token rotation included', async () => {
    const admin = await t.signIn('admin@public.example');
    await outOfBatchWindow(admin);
    for (const url of [
      '/api/v1/current_user',
      '/api/v1/users',
      '/api/v1/vacancies?include=organization',
      '/auth/validate_token',
    ]) {
      const { response, transactions } = await counted(url, admin);
      expect(response.statusCode).toBe(200);
      expect(transactions).toBe(1);
    }
  });

  it('answers an anonymous request in one tenant transaction', async () => {
    const { response, transactions } = await counted('/api/v1/vacancy_categories');
    expect(response.statusCode).toBe(200);
    expect(transactions).toBe(1);
  });

  it('rotates the token only when the request commits: a refused change keeps the session as it was', async () => {
    const volunteer = await t.signIn('vrijwilliger@public.example');
    await outOfBatchWindow(volunteer);

    const refused = await counted('/api/v1/current_user', volunteer, 'PATCH', {
      data: { type: 'users', attributes: { first_name: 42 } },
    });
    expect(refused.response.statusCode).toBe(422);
    expect(refused.response.headers['access-token']).toBeUndefined();

    // The token sent with the refused request still works, and this time it is rotated.
    const accepted = await t.request({ url: '/api/v1/current_user', credentials: volunteer });
    expect(accepted.statusCode).toBe(200);
    const rotated = String(accepted.headers['access-token']);
    expect(rotated.trim()).not.toBe('');
    expect(rotated).not.toBe(volunteer['access-token']);
  });

  it('identifies the caller in the same transaction as the work, so a forbidden organisation header is refused before any work', async () => {
    const volunteer = await t.signIn('vrijwilliger@public.example');
    const response = await t.request({
      url: '/api/v1/current_user',
      credentials: volunteer,
      headers: { 'current-organization-id': '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('FORBIDDEN');
  });
});
