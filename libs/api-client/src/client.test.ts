import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './client';
import { createMemoryCredentialStore } from './credential-store';
import type { Credentials } from './credentials';

// A real HTTP server on a random port plays the API, so the client's fetch,
// headers and body handling run exactly as in the browser.
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
const received: {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

const session: Credentials = {
  accessToken: 'token-1',
  client: 'client-a',
  uid: 'admin@public.example',
  tokenType: 'Bearer',
  expiry: 1_800_000_000,
};

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/vnd.api+json', ...headers });
  response.end(JSON.stringify(body));
}

function rotated(accessToken: string, expiry: number) {
  return {
    'access-token': accessToken,
    client: 'client-a',
    uid: 'admin@public.example',
    'token-type': 'Bearer',
    expiry: String(expiry),
  };
}

describe('createApiClient', () => {
  it('sends the JSON:API media type, context, locale and auth headers, and flattens the answer', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        data: {
          type: 'users',
          id: 'u1',
          attributes: { first_name: 'Anna', full_name: 'Anna de Vries' },
          relationships: { roles: { data: [{ type: 'roles', id: 'r1' }] } },
        },
        included: [{ type: 'roles', id: 'r1', attributes: { name: 'admin' } }],
        meta: { app_name: 'Vrijwilligerswerk' },
      });
    const client = createApiClient({
      baseUrl,
      credentials: createMemoryCredentialStore(session),
      getLocale: () => 'nl',
      getTenantOverride: () => undefined,
    });
    client.setContext({
      tenant: 'public',
      appContext: 'gelderland',
      volunteerCenterId: 'c1',
      currentOrganizationId: 'o1',
    });

    const document = await client.read('/api/v1/current_user', { query: { include: ['roles'] } });

    expect(document).toEqual({
      data: {
        type: 'users',
        id: 'u1',
        firstName: 'Anna',
        fullName: 'Anna de Vries',
        roles: [{ type: 'roles', id: 'r1', name: 'admin' }],
      },
      meta: { appName: 'Vrijwilligerswerk' },
    });
    const [request] = received;
    expect(request?.url).toBe('/api/v1/current_user?include=roles');
    expect(request?.headers).toMatchObject({
      accept: 'application/vnd.api+json',
      'accept-language': 'nl',
      'x-tenant': 'public',
      'app-context': 'gelderland',
      'volunteer-center-id': 'c1',
      'current-organization-id': 'o1',
      'access-token': 'token-1',
      client: 'client-a',
      uid: 'admin@public.example',
      'token-type': 'Bearer',
    });
  });

  it('lets the tenant cookie override the tenant and leaves out unset context headers', async () => {
    handler = (_request, _body, response) => json(response, 200, { data: null });
    const client = createApiClient({
      baseUrl,
      credentials: createMemoryCredentialStore(),
      getTenantOverride: () => 'roermond',
    });
    client.setContext({ tenant: 'public' });
    await client.read('/api/v1/volunteer_centers/current');
    expect(received[0]?.headers['x-tenant']).toBe('roermond');
    expect(received[0]?.headers).not.toHaveProperty('current-organization-id');
    expect(received[0]?.headers).not.toHaveProperty('access-token');
  });

  it('writes a snake_cased JSON:API body with the JSON:API content type', async () => {
    handler = (_request, _body, response) =>
      json(response, 200, {
        data: { type: 'users', id: 'u1', attributes: { job_title: 'Coördinator' } },
      });
    const client = createApiClient({ baseUrl, credentials: createMemoryCredentialStore(session) });
    const { data } = await client.write('PATCH', '/api/v1/users/u1', {
      type: 'users',
      id: 'u1',
      attributes: { jobTitle: 'Coördinator', digestDays: [1, 5] },
    });
    expect(data).toEqual({ type: 'users', id: 'u1', jobTitle: 'Coördinator' });
    expect(received[0]?.headers['content-type']).toBe('application/vnd.api+json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      data: {
        type: 'users',
        id: 'u1',
        attributes: { job_title: 'Coördinator', digest_days: [1, 5] },
      },
    });
  });

  it('stores rotated tokens, keeps the token on a blank one, and never goes back to an older token', async () => {
    const store = createMemoryCredentialStore(session);
    const client = createApiClient({ baseUrl, credentials: store });

    handler = (_request, _body, response) =>
      json(response, 200, { data: null }, rotated('token-2', 1_800_000_100));
    await client.read('/api/v1/current_user');
    expect(store.read()).toMatchObject({ accessToken: 'token-2', expiry: 1_800_000_100 });

    handler = (_request, _body, response) =>
      json(response, 200, { data: null }, rotated(' ', 1_800_000_100));
    await client.read('/api/v1/current_user');
    expect(store.read()?.accessToken).toBe('token-2');

    // Two requests in flight: the slow one was rotated first (older expiry) but
    // answers last; the newer token must survive.
    handler = (request, _body, response) => {
      if (request.url === '/slow')
        setTimeout(
          () => json(response, 200, { data: null }, rotated('token-3', 1_800_000_200)),
          50,
        );
      else json(response, 200, { data: null }, rotated('token-4', 1_800_000_300));
    };
    await Promise.all([client.read('/slow'), client.read('/fast')]);
    expect(store.read()).toMatchObject({ accessToken: 'token-4', expiry: 1_800_000_300 });
    expect(received.slice(-2).map((request) => request.headers['access-token'])).toEqual([
      'token-2',
      'token-2',
    ]);
  });

  it('takes rotated tokens from error responses too', async () => {
    const store = createMemoryCredentialStore(session);
    const client = createApiClient({ baseUrl, credentials: store });
    handler = (_request, _body, response) =>
      json(
        response,
        403,
        { errors: [{ status: '403', code: 'FORBIDDEN', title: 'Forbidden' }] },
        rotated('token-5', 1_800_000_400),
      );
    await expect(client.read('/api/v1/users')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(store.read()?.accessToken).toBe('token-5');
  });

  it('keeps the token a cancelled request was rotated to, so the session survives the cancel', async () => {
    const store = createMemoryCredentialStore(session);
    const client = createApiClient({ baseUrl, credentials: store });
    handler = (_request, _body, response) =>
      setTimeout(() => json(response, 200, { data: null }, rotated('token-6', 1_800_000_500)), 50);
    const controller = new AbortController();
    const reading = client.read('/api/v1/current_user', { signal: controller.signal });
    controller.abort();
    await reading;
    expect(store.read()?.accessToken).toBe('token-6');
  });

  it("throws an ApiError that keeps the 'wrong center' text and the errors array", async () => {
    const errors = [
      {
        status: '401',
        code: 'WRONG_CENTER',
        title: 'Verkeerde website',
        detail: 'This user belongs to the wrong center.',
      },
    ];
    handler = (_request, _body, response) => json(response, 401, { errors });
    const client = createApiClient({ baseUrl, credentials: createMemoryCredentialStore() });

    const error = await client
      .requestJson('POST', '/auth/sign_in', {
        body: { email: 'admin@roermond.example', password: 'x' },
      })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      name: 'ApiError',
      status: 401,
      codes: ['WRONG_CENTER'],
      errors,
      isWrongCenter: true,
    });
    expect((error as Error).message).toContain('wrong center');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('starts a session from the sign-in response headers and reads plain JSON camelCased', async () => {
    const store = createMemoryCredentialStore();
    handler = (_request, _body, response) =>
      json(
        response,
        200,
        { data: { id: 'u1', email: 'a@b.example', first_name: 'Anna' } },
        rotated('fresh', 1_800_000_000),
      );
    const client = createApiClient({ baseUrl, credentials: store });
    const answer = await client.requestJson('POST', '/auth/sign_in', {
      body: { email: 'a@b.example', password: 'secret' },
    });
    expect(answer).toEqual({ data: { id: 'u1', email: 'a@b.example', firstName: 'Anna' } });
    expect(store.read()).toEqual({ ...session, accessToken: 'fresh' });
  });
});
