import { sql } from 'drizzle-orm';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { findSession } from './auth.repository';

let t: TestApp;
beforeAll(async () => {
  // These tests send a session's previous token on purpose, so the app must not swap in the rotated one.
  t = await createTestApp({ rotateSessions: false });
});
afterAll(() => t.close());

/** Pretends the token was rotated long enough ago that the next request rotates it again. */
async function leaveBatchWindow(client: string) {
  await t.database.db.execute(sql`update auth_tokens set rotated_at = now() - interval '1 minute' where client = ${client}`);
}

function next(previous: Credentials, headers: Record<string, unknown>): Credentials {
  const token = String(headers['access-token'] ?? '').trim();
  return token ? { ...previous, 'access-token': token } : previous;
}

describe('token rotation (devise_token_auth)', () => {
  it('rotates the token on each request outside the batch window and refuses a stale one', async () => {
    let credentials = await t.signIn('centrum@public.example');
    const seen = new Set([credentials['access-token']]);
    for (let i = 0; i < 3; i++) {
      await leaveBatchWindow(credentials.client);
      const response = await t.request({ url: '/auth/validate_token', credentials });
      expect(response.statusCode).toBe(200);
      expect(response.headers.client).toBe(credentials.client);
      const rotated = next(credentials, response.headers);
      expect(seen.has(rotated['access-token'])).toBe(false);
      seen.add(rotated['access-token']);
      credentials = rotated;
    }
    const first = [...seen][0]!;
    await leaveBatchWindow(credentials.client);
    const stale = await t.request({ url: '/auth/validate_token', credentials: { ...credentials, 'access-token': first } });
    expect(stale.statusCode).toBe(401);
  });

  it('answers parallel requests in the batch window with "keep yours" and accepts the previous token there', async () => {
    const credentials = await t.signIn('redacteur@public.example');
    await leaveBatchWindow(credentials.client);
    const rotated = await t.request({ url: '/auth/validate_token', credentials });
    const fresh = next(credentials, rotated.headers);
    expect(fresh['access-token']).not.toBe(credentials['access-token']);
    const parallel = await Promise.all([
      t.request({ url: '/auth/validate_token', credentials }),
      t.request({ url: '/auth/validate_token', credentials: fresh }),
      t.request({ url: '/api/v1/volunteer_centers/current', credentials: fresh }),
    ]);
    for (const response of parallel) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-token']).toBe(' ');
      expect(response.headers.expiry).toBe(' ');
    }
  });

  it('lets exactly one of two simultaneous requests rotate', async () => {
    const credentials = await t.signIn('organisatie@public.example');
    await leaveBatchWindow(credentials.client);
    const [a, b] = await Promise.all([
      t.request({ url: '/auth/validate_token', credentials }),
      t.request({ url: '/auth/validate_token', credentials }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tokens = [a.headers['access-token'], b.headers['access-token']].map((h) => String(h).trim()).filter(Boolean);
    expect(tokens).toHaveLength(1);
  });

  it('stores tokens only as digests', async () => {
    const credentials = await t.signIn('admin@demo.example', { host: 'demo.localhost' });
    const rows = await t.database.db.execute(sql`select token_digest from auth_tokens where client = ${credentials.client}`);
    const digest = (rows as unknown as { rows: { token_digest: string }[] }).rows[0]!.token_digest;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(credentials['access-token']);
  });

  it('keeps at most ten devices per user, signing out the least recently used', async () => {
    const first = await t.signIn('vrijwilliger@demo.example', { host: 'demo.localhost' });
    for (let i = 0; i < 10; i++) await t.signIn('vrijwilliger@demo.example', { host: 'demo.localhost' });
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from auth_tokens t join users u on u.id = t.user_id where u.email = 'vrijwilliger@demo.example'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(10);
    const response = await t.request({ url: '/auth/validate_token', host: 'demo.localhost', credentials: first });
    expect(response.statusCode).toBe(401);
  });

  it('accepts the devise Authorization: Bearer header as well', async () => {
    const response = await t.request({ method: 'POST', url: '/auth/sign_in', body: { email: 'admin@public.example', password: 'demo-wachtwoord-2026' } });
    const authorization = String(response.headers.authorization);
    const decoded = JSON.parse(Buffer.from(authorization.replace('Bearer ', ''), 'base64').toString());
    expect(decoded).toMatchObject({ client: response.headers.client, uid: 'admin@public.example', 'token-type': 'Bearer' });
    const validated = await t.request({ url: '/auth/validate_token', headers: { authorization } });
    expect(validated.statusCode).toBe(200);
  });

  it('does not accept a session on another centre or tenant', async () => {
    const credentials = await t.signIn('vrijwilliger@public.example');
    const otherCenter = await t.request({ url: '/auth/validate_token', host: 'apeldoorn.localhost', credentials });
    expect(otherCenter.statusCode).toBe(401);
    const otherTenant = await t.request({ url: '/auth/validate_token', host: 'roermond.localhost', credentials });
    expect(otherTenant.statusCode).toBe(401);
    const viaHeader = await t.request({ url: '/auth/validate_token', headers: { 'x-tenant': 'demo' }, credentials });
    expect(viaHeader.statusCode).toBe(401);
  });
});

describe('GET /auth/validate_token and DELETE /auth/sign_out', () => {
  it('answers 401 without or with made-up credentials', async () => {
    expect((await t.request({ url: '/auth/validate_token' })).statusCode).toBe(401);
    const forged = await t.request({
      url: '/auth/validate_token',
      credentials: { 'access-token': 'x'.repeat(43), client: 'y'.repeat(22), uid: 'admin@public.example', 'token-type': 'Bearer' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('signs one device out and leaves the others signed in', async () => {
    const phone = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const laptop = await t.signIn('admin@roermond.example', { host: 'roermond.localhost' });
    const out = await t.request({ method: 'DELETE', url: '/auth/sign_out', host: 'roermond.localhost', credentials: phone });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(out.headers['access-token']).toBeUndefined();
    expect((await t.request({ url: '/auth/validate_token', host: 'roermond.localhost', credentials: phone })).statusCode).toBe(401);
    expect((await t.request({ url: '/auth/validate_token', host: 'roermond.localhost', credentials: laptop })).statusCode).toBe(200);
    const again = await t.request({ method: 'DELETE', url: '/auth/sign_out', host: 'roermond.localhost', credentials: phone });
    expect(again.statusCode).toBe(404);
  });
});

describe('POST /api/v1/sign_in_as_user', () => {
  it('lets an admin act as another user of the tenant and writes an audit event', async () => {
    const admin = await t.signIn('admin@meedoen.example', { host: 'meedoen.localhost' });
    const ids = await t.database.db.execute(sql`select id from users where email = 'vrijwilliger@meedoen.example'`);
    const volunteerId = (ids as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/sign_in_as_user',
      host: 'meedoen.localhost',
      credentials: admin,
      body: { data: { type: 'users', attributes: { user_id: volunteerId } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.headers.uid).toBe('vrijwilliger@meedoen.example');
    expect(response.json().data).toMatchObject({ type: 'users', id: volunteerId });
    const asVolunteer = {
      'access-token': String(response.headers['access-token']),
      client: String(response.headers.client),
      uid: String(response.headers.uid),
      'token-type': 'Bearer',
    };
    const validated = await t.request({ url: '/auth/validate_token', host: 'meedoen.localhost', credentials: asVolunteer });
    expect(validated.json().data.email).toBe('vrijwilliger@meedoen.example');
    const events = await t.database.db.execute(sql`select action, subject_id from audit_events where action = 'user.signed_in_as'`);
    expect((events as unknown as { rows: unknown[] }).rows).toEqual([{ action: 'user.signed_in_as', subject_id: volunteerId }]);
  });

  it('refuses other roles (403), no session (401), bad ids (422/404) and users of another tenant (404)', async () => {
    const centrum = await t.signIn('centrum@meedoen.example', { host: 'meedoen.localhost' });
    const ids = await t.database.db.execute(sql`select id, tenant_id from users where email in ('vrijwilliger@meedoen.example', 'vrijwilliger@demo.example') order by tenant_id`);
    const [demoVolunteer, meedoenVolunteer] = (ids as unknown as { rows: { id: string }[] }).rows;
    const body = { user_id: meedoenVolunteer!.id };
    expect((await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user', host: 'meedoen.localhost', credentials: centrum, body })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user', host: 'meedoen.localhost', body })).statusCode).toBe(401);
    const admin = await t.signIn('admin@meedoen.example', { host: 'meedoen.localhost' });
    const badId = await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user', host: 'meedoen.localhost', credentials: admin, body: { user_id: 'abc' } });
    expect(badId.statusCode).toBe(422);
    const otherTenant = await t.request({ method: 'POST', url: '/api/v1/sign_in_as_user', host: 'meedoen.localhost', credentials: admin, body: { user_id: demoVolunteer!.id } });
    expect(otherTenant.statusCode).toBe(404);
  });
});

// Every signed-in request pays for this read, so it is one query through indexes.
describe('the session check', () => {
  it('reads user, device token, roles and memberships in one query', async () => {
    const credentials = await t.signIn('organisatie@public.example');
    const session = await t.database.withTenant('public', (tx) =>
      findSession(tx, 'public', { email: 'ORGANISATIE@public.example' }, credentials.client),
    );
    expect(session?.user.email).toBe('organisatie@public.example');
    expect(session?.token?.client).toBe(credentials.client);
    expect(session?.roles).toEqual(['organization_superuser']);
    expect(session?.memberships).toEqual([{ organizationId: expect.any(String), role: 'organization_superuser' }]);

    const otherDevice = await t.database.withTenant('public', (tx) =>
      findSession(tx, 'public', { id: session!.user.id }, 'no-such-device'),
    );
    expect(otherDevice?.token).toBeNull();
    const otherTenant = await t.database.withTenant('oldebroek', (tx) =>
      findSession(tx, 'oldebroek', { email: 'organisatie@public.example' }, credentials.client),
    );
    expect(otherTenant).toBeUndefined();
  });

  it('leaves out deleted accounts and answers dates as dates', async () => {
    const credentials = await t.signIn('vrijwilliger@public.example');
    const session = await t.database.withTenant('public', (tx) =>
      findSession(tx, 'public', { email: 'vrijwilliger@public.example' }, credentials.client),
    );
    expect(session?.token?.expiresAt).toBeInstanceOf(Date);
    expect(session!.token!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(session!.token!.rotatedAt.getTime()).toBeLessThanOrEqual(Date.now());
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${session!.user.id}`);
    try {
      const gone = await t.database.withTenant('public', (tx) =>
        findSession(tx, 'public', { email: 'vrijwilliger@public.example' }, credentials.client),
      );
      expect(gone).toBeUndefined();
      expect((await t.request({ url: '/auth/validate_token', credentials })).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`update users set deleted_at = null where id = ${session!.user.id}`);
    }
  });

  it('finds the user and the device through their indexes', async () => {
    // The function's two statements, as it runs them, without a sequential scan to fall back on.
    const plan = async (statement: string) =>
      t.database.withTenant('public', async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = (await tx.execute(sql.raw(`explain ${statement}`))) as { rows: Record<string, string>[] };
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    const body = String(
      ((await t.database.db.execute(sql`select prosrc from pg_proc where proname = 'auth_session_of'`)) as unknown as { rows: { prosrc: string }[] }).rows[0]!.prosrc,
    );
    const byAddress = /SELECT u\.id INTO p_user_id (FROM[\s\S]*?);/.exec(body)![1]!;
    const session = /RETURN \(\s*([\s\S]*)\);\s*END;?\s*$/.exec(body)![1]!;
    const bound = (statement: string) =>
      `select u.id ${statement}`
        .replaceAll('p_tenant_id', "'public'")
        .replaceAll('p_email_key', "'centrum@public.example'");
    expect(await plan(bound(byAddress))).toMatch(/Index Cond: .*email_key = 'centrum@public.example'/);
    const sessionPlan = await plan(
      session
        .replaceAll('p_tenant_id', "'public'")
        .replaceAll('p_user_id', "'00000000-0000-4000-8000-000000000000'::uuid")
        .replaceAll('p_client', "'a-device'"),
    );
    expect(sessionPlan).toMatch(/Index Cond: .*client = 'a-device'/);
    expect(sessionPlan).toMatch(/Index Cond: .*id = '00000000-0000-4000-8000-000000000000'/);
  });
});
