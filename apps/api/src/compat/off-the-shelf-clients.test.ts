import axios, { type AxiosInstance } from 'axios';
import Kitsu from 'kitsu';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../testing/test-app';

// Off-the-shelf clients over real HTTP: axios speaking the devise_token_auth
// protocol the way devise clients do (keep the credentials of each answer), and
// the kitsu JSON:API client reading through that session.

let t: TestApp;
let baseURL: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

type Credentials = Record<'access-token' | 'client' | 'uid' | 'token-type', string>;

/** A devise_token_auth session as clients like j-toker keep it: replaced by every answer that carries a token. */
function deviseSession(http: AxiosInstance) {
  const session = { credentials: null as Credentials | null, rotations: 0 };
  http.interceptors.request.use((config) => {
    if (session.credentials) Object.assign(config.headers, session.credentials);
    return config;
  });
  http.interceptors.response.use((response) => {
    const token = String(response.headers['access-token'] ?? '').trim();
    if (token) {
      if (session.credentials && token !== session.credentials['access-token']) session.rotations += 1;
      session.credentials = {
        'access-token': token,
        client: String(response.headers.client),
        uid: String(response.headers.uid),
        'token-type': String(response.headers['token-type']),
      };
    }
    return response;
  });
  return session;
}

async function rotateNextRequest(client: string) {
  await t.database.db.execute(sql`update auth_tokens set rotated_at = now() - interval '1 minute' where client = ${client}`);
}

describe('off-the-shelf clients', () => {
  it('sign in, rotate through several calls, read current_user with roles and organisations with includes', async () => {
    const kitsu = new Kitsu({ baseURL: `${baseURL}/api/v1`, pluralize: false });
    const session = deviseSession(kitsu.axios);

    const signIn = await kitsu.axios.post(`${baseURL}/auth/sign_in`, { email: 'admin@public.example', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(session.credentials?.uid).toBe('admin@public.example');

    await rotateNextRequest(session.credentials!.client);
    const me = await kitsu.get('current_user', { params: { include: 'roles' } });
    // kitsu camel-cases type names only; attribute names arrive as sent (snake_case).
    expect(me.data).toMatchObject({ type: 'users', email: 'admin@public.example', first_name: 'Anouk' });
    expect(me.data.roles.data.map((r: { name: string }) => r.name)).toEqual(['admin']);

    await rotateNextRequest(session.credentials!.client);
    const organizations = await kitsu.get('organizations', {
      params: { include: 'vacancies', filter: { name_cont: 'Voedselbank' }, page: { size: 50 } },
    });
    expect(organizations.meta.total).toBeGreaterThan(0);
    const foodBank = organizations.data.find((o: { name: string }) => o.name === 'Voedselbank Zwolle');
    expect(foodBank.vacancies.data.map((v: { title: string }) => v.title)).toContain('Chauffeur voor het ophalen van voedsel');

    await rotateNextRequest(session.credentials!.client);
    const organization = await kitsu.get(`organizations/${foodBank.id}`, { params: { include: 'profile' } });
    expect(organization.data).toMatchObject({ id: foodBank.id, type: 'organizations', status: 'approved' });

    await rotateNextRequest(session.credentials!.client);
    const users = await kitsu.get('users', { params: { filter: { with_role: 'admin' }, page: { size: 1000 } } });
    expect(users.data.map((u: { email: string }) => u.email)).toEqual(['admin@public.example']);

    expect(session.rotations).toBe(4);
    const validate = await kitsu.axios.get(`${baseURL}/auth/validate_token`);
    expect(validate.data).toMatchObject({ success: true, data: { email: 'admin@public.example' } });
  });

  it('keeps one session working through parallel requests from one page', async () => {
    const kitsu = new Kitsu({ baseURL: `${baseURL}/api/v1`, pluralize: false });
    const session = deviseSession(kitsu.axios);
    await kitsu.axios.post(`${baseURL}/auth/sign_in`, { email: 'centrum@public.example', password: DEMO_PASSWORD });
    for (let round = 0; round < 3; round++) {
      await rotateNextRequest(session.credentials!.client);
      const answers = await Promise.all([
        kitsu.get('current_user', { params: { include: 'roles' } }),
        kitsu.get('current_organizations'),
        kitsu.get('volunteer_centers/current', { params: { include: 'profile' } }),
      ]);
      expect(answers.map((a) => Boolean(a.data))).toEqual([true, true, true]);
    }
    const validate = await kitsu.axios.get(`${baseURL}/auth/validate_token`);
    expect(validate.status).toBe(200);
  });

  it('surfaces JSON:API errors to the client', async () => {
    const http = axios.create({ baseURL, validateStatus: () => true });
    const response = await http.get('/api/v1/current_user', { headers: { accept: 'application/vnd.api+json' } });
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.data.errors[0]).toMatchObject({ status: '401', code: 'UNAUTHENTICATED' });
  });
});
