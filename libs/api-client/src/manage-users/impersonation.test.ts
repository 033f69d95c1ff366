import { createApiClient } from '../client';
import { createMemoryCredentialStore } from '../credential-store';
import type { Credentials } from '../credentials';
import {
  adoptImpersonatedSession,
  connectOwnSession,
  fetchImpersonation,
  openImpersonatedSession,
  readSessionHandOff,
  sessionHandOffFragment,
  startImpersonation,
  stopImpersonation,
} from './impersonation';

const admin: Credentials = { accessToken: 'admin-token', client: 'admin-device', uid: 'admin@public.example', tokenType: 'Bearer', expiry: 1_800_000_000 };
const eva: Credentials = { accessToken: 'eva-token', client: 'eva-device', uid: 'eva@public.example', tokenType: 'Bearer', expiry: 1_800_000_100 };

const sessionHeaders = (credentials: Credentials) => ({
  'access-token': credentials.accessToken,
  client: credentials.client,
  uid: credentials.uid,
  'token-type': credentials.tokenType,
  expiry: String(credentials.expiry),
});

const currentUser = (impersonator: unknown) => ({
  data: { type: 'users', id: 'u-eva', attributes: { name: 'Eva Bakker' } },
  ...(impersonator ? { meta: { impersonator } } : {}),
});

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };


/** A client whose fetch answers by method and path, recording what was sent with which session. */
function fakeApi(initial: Credentials | null, answers: Record<string, Answer>) {
  const sent: { call: string; uid: string | null; body: unknown }[] = [];
  const credentials = createMemoryCredentialStore(initial);
  const client = createApiClient({
    credentials,
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://portal.localhost');
      const call = `${init?.method ?? 'GET'} ${url.pathname}`;
      sent.push({ call, uid: new Headers(init?.headers).get('uid'), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[call] ?? { status: 404, body: { errors: [{ status: '404', code: 'NOT_FOUND' }] } };
      const status = answer.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
        status,
        headers: { 'Content-Type': 'application/vnd.api+json', ...answer.headers },
      });
    },
  });
  return { client, credentials, sent };
}

describe('signing in as another user', () => {
  it("keeps the admin's session aside and continues as the user", async () => {
    const own = createMemoryCredentialStore();
    const { client, credentials, sent } = fakeApi(admin, {
      'POST /api/v1/sign_in_as_user': { body: { data: { type: 'users', id: 'u-eva', attributes: {} } }, headers: sessionHeaders(eva) },
    });
    await startImpersonation(client, 'u-eva', own);
    expect(sent).toEqual([{ call: 'POST /api/v1/sign_in_as_user', uid: admin.uid, body: { user_id: 'u-eva' } }]);
    expect(credentials.read()).toEqual(eva);
    expect(own.read()).toEqual(admin);
  });

  it("keeps the admin's own session when signing in as a second user from the first", async () => {
    const own = createMemoryCredentialStore(admin);
    const { client } = fakeApi(eva, { 'POST /api/v1/sign_in_as_user': { headers: sessionHeaders({ ...eva, client: 'other-device', uid: 'carla@public.example' }) } });
    await startImpersonation(client, 'u-carla', own);
    expect(own.read()).toEqual(admin);
  });

  it('changes nothing when refused', async () => {
    const own = createMemoryCredentialStore();
    const { client, credentials } = fakeApi(admin, {
      'POST /api/v1/sign_in_as_user': { status: 403, body: { errors: [{ status: '403', code: 'FORBIDDEN' }] } },
    });
    await expect(startImpersonation(client, 'u-admin', own)).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(credentials.read()).toEqual(admin);
    expect(own.read()).toBeNull();
  });

  it('opens a session for another site while this one stays the admin\'s', async () => {
    const { client, credentials } = fakeApi(admin, { 'POST /api/v1/sign_in_as_user': { headers: sessionHeaders(eva) } });
    expect(await openImpersonatedSession(client, 'u-eva')).toEqual(eva);
    expect(credentials.read()).toEqual(admin);
  });

  it('refuses an answer without a session, keeping the admin signed in', async () => {
    const { client, credentials } = fakeApi(admin, { 'POST /api/v1/sign_in_as_user': {} });
    await expect(openImpersonatedSession(client, 'u-eva')).rejects.toMatchObject({ status: 502 });
    expect(credentials.read()).toEqual(admin);
  });

  it('goes back: ends the session on the server and restores the kept one, even when the call fails', async () => {
    const own = createMemoryCredentialStore(admin);
    const { client, credentials, sent } = fakeApi(eva, { 'POST /api/v1/sign_in_as_user/stop': { status: 204 } });
    await stopImpersonation(client, own);
    expect(sent).toEqual([{ call: 'POST /api/v1/sign_in_as_user/stop', uid: eva.uid, body: undefined }]);
    expect(credentials.read()).toEqual(admin);
    expect(own.read()).toBeNull();

    const failing = fakeApi(eva, { 'POST /api/v1/sign_in_as_user/stop': { status: 500 } });
    const kept = createMemoryCredentialStore(admin);
    await stopImpersonation(failing.client, kept);
    expect(failing.credentials.read()).toEqual(admin);
  });

  it("reads who signed in as whom from the current user's meta", async () => {
    const impersonated = fakeApi(eva, { 'GET /api/v1/current_user': { body: currentUser({ id: 'u-admin', name: 'Anouk Visser' }) } });
    expect(await fetchImpersonation(impersonated.client)).toEqual({
      user: { id: 'u-eva', name: 'Eva Bakker' },
      impersonator: { id: 'u-admin', name: 'Anouk Visser' },
    });
    const plain = fakeApi(eva, { 'GET /api/v1/current_user': { body: currentUser(null) } });
    expect(await fetchImpersonation(plain.client)).toBeNull();
  });

  it('forgets the kept session when the current one is signed out', () => {
    const credentials = createMemoryCredentialStore(eva);
    const own = createMemoryCredentialStore(admin);
    const disconnect = connectOwnSession(credentials, own);
    credentials.write({ ...eva, accessToken: 'rotated' });
    expect(own.read()).toEqual(admin);
    credentials.write(null);
    expect(own.read()).toBeNull();
    disconnect();
  });
});

describe('handing a session to another site', () => {
  it('carries it in a fragment and reads it back', () => {
    const fragment = sessionHandOffFragment(eva);
    expect(fragment).toBe('#access-token=eva-token&client=eva-device&uid=eva%40public.example&token-type=Bearer&expiry=1800000100');
    expect(readSessionHandOff(fragment)).toEqual(eva);
    expect(readSessionHandOff(fragment.slice(1))).toEqual(eva);
    expect(readSessionHandOff(sessionHandOffFragment({ ...eva, expiry: null }))).toEqual({ ...eva, expiry: null });
    expect(readSessionHandOff('#client=x&uid=y')).toBeNull();
    expect(readSessionHandOff('')).toBeNull();
  });

  it('adopts only a session opened by "sign in as", keeping the visitor\'s own aside', async () => {
    const visitor: Credentials = { ...admin, uid: 'bezoeker@public.example', client: 'visitor-device' };
    const own = createMemoryCredentialStore();
    const site = fakeApi(visitor, { 'GET /api/v1/current_user': { body: currentUser({ id: 'u-admin', name: 'Anouk Visser' }) } });
    expect(await adoptImpersonatedSession(site.client, eva, own)).toMatchObject({ user: { name: 'Eva Bakker' } });
    expect(site.sent[0]?.uid).toBe(eva.uid);
    expect(site.credentials.read()).toEqual(eva);
    expect(own.read()).toEqual(visitor);
  });

  it('drops a handed-over session that is not an impersonation, or that the API refuses', async () => {
    const own = createMemoryCredentialStore();
    const plain = fakeApi(null, { 'GET /api/v1/current_user': { body: currentUser(null) } });
    expect(await adoptImpersonatedSession(plain.client, eva, own)).toBeNull();
    expect(plain.credentials.read()).toBeNull();

    const refused = fakeApi(admin, { 'GET /api/v1/current_user': { status: 401, body: { errors: [{ status: '401', code: 'UNAUTHENTICATED' }] } } });
    expect(await adoptImpersonatedSession(refused.client, eva, own)).toBeNull();
    expect(refused.credentials.read()).toEqual(admin);
    expect(own.read()).toBeNull();
  });
});
