import { eq } from 'drizzle-orm';
import type { UserStatus } from '@platform/contracts';
import { users } from '../../schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';
import { createAccount } from '../../testing/accounts';
import { centerIdOf, tokenCountOf, userRowByEmail } from '../../testing/fixtures';

// Who may hold a session by account status, with ALLOW_INACTIVE_USERS off
// (the default) and on: checked at sign-in and again on every request.

async function signInResponse(t: TestApp, email: string) {
  return t.request({ method: 'POST', url: '/auth/sign_in', body: { email, password: DEMO_PASSWORD } });
}

/** Changes the status behind the API's back, so only the per-request check can notice. */
async function setStatus(t: TestApp, id: string, status: UserStatus) {
  await t.database.db.update(users).set({ status }).where(eq(users.id, id));
}

async function accountsOf(t: TestApp, prefix: string) {
  const volunteerCenterId = await centerIdOf(t, 'public', 'zwolle');
  const make = (name: string, status: UserStatus) => createAccount(t, { volunteerCenterId, email: `${prefix}-${name}@example.org`, status });
  const invited = await make('uitgenodigd', 'invited');
  // An invited account that somehow has a password still may not sign in.
  const { encryptedPassword } = await userRowByEmail(t, 'public', 'vrijwilliger@public.example');
  await t.database.db.update(users).set({ encryptedPassword }).where(eq(users.id, invited.id));
  return {
    active: await make('actief', 'active'),
    inactive: await make('inactief', 'inactive'),
    archived: await make('gearchiveerd', 'archived'),
    invited,
  };
}

describe('ALLOW_INACTIVE_USERS off (default)', () => {
  let t: TestApp;
  let accounts: Awaited<ReturnType<typeof accountsOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await accountsOf(t, 'uit');
  });
  afterAll(() => t.close());

  it.each(['inactive', 'archived', 'invited'] as const)('refuses a %s account at sign-in with ACCOUNT_INACTIVE', async (status) => {
    const response = await signInResponse(t, accounts[status].email);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ code: 'ACCOUNT_INACTIVE', detail: 'Dit account is niet actief. Neem contact op met de beheerder van deze website.' });
    expect(response.headers['access-token']).toBeUndefined();
  });

  it.each(['inactive', 'archived', 'invited'] as const)('signs a session out on its next request once the account is %s', async (status) => {
    const user = await createAccount(t, { volunteerCenterId: accounts.active.volunteerCenterId, email: `uit-wordt-${status}@example.org` });
    const session = await t.signIn(user.email);
    expect((await t.request({ url: '/api/v1/current_user', credentials: session })).statusCode).toBe(200);
    await setStatus(t, user.id, status);
    const response = await t.request({ url: '/api/v1/current_user', credentials: session });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('ends the sessions at once when staff make an account inactive', async () => {
    const session = await t.signIn(accounts.active.email);
    const admin = await t.signIn('admin@public.example');
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v1/users/${accounts.active.id}`,
      credentials: admin,
      body: { data: { type: 'users', attributes: { status: 'inactive' } } },
    });
    expect(response.statusCode).toBe(200);
    expect(await tokenCountOf(t, accounts.active.id)).toBe(0);
    expect((await t.request({ url: '/api/v1/current_user', credentials: session })).statusCode).toBe(401);
  });
});

describe('ALLOW_INACTIVE_USERS on', () => {
  let t: TestApp;
  let accounts: Awaited<ReturnType<typeof accountsOf>>;
  beforeAll(async () => {
    t = await createTestApp({ allowInactiveUsers: true });
    accounts = await accountsOf(t, 'aan');
  });
  afterAll(() => t.close());

  it('lets an inactive account sign in and use its session', async () => {
    const response = await signInResponse(t, accounts.inactive.email);
    expect(response.statusCode).toBe(200);
    const session = await t.signIn(accounts.inactive.email);
    const current = await t.request({ url: '/api/v1/current_user', credentials: session });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.attributes.status).toBe('inactive');
  });

  it('keeps the sessions of an account staff make inactive', async () => {
    const session = await t.signIn(accounts.active.email);
    const admin = await t.signIn('admin@public.example');
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v1/users/${accounts.active.id}`,
      credentials: admin,
      body: { data: { type: 'users', attributes: { status: 'inactive' } } },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ url: '/api/v1/current_user', credentials: session })).statusCode).toBe(200);
  });

  it.each(['archived', 'invited'] as const)('still refuses a %s account at sign-in', async (status) => {
    const response = await signInResponse(t, accounts[status].email);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('ACCOUNT_INACTIVE');
  });

  it.each(['archived', 'invited'] as const)('still signs a session out once the account is %s', async (status) => {
    const user = await createAccount(t, { volunteerCenterId: accounts.active.volunteerCenterId, email: `aan-wordt-${status}@example.org` });
    const session = await t.signIn(user.email);
    await setStatus(t, user.id, status);
    expect((await t.request({ url: '/api/v1/current_user', credentials: session })).statusCode).toBe(401);
  });
});
