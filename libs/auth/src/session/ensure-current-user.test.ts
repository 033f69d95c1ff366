/**
 * @jest-environment node
 */
// Node has fetch and Response, which the router's redirects and the client need; jsdom lacks them.
import { createApiClient, createMemoryCredentialStore } from '@platform/api-client';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensureCurrentUser } from './ensure-current-user';

// A real HTTP server plays the API: the session is rejected, and sign-out fails too.
let server: Server;
let baseUrl: string;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    const status = request.url?.startsWith('/auth/sign_out') ? 500 : 401;
    response.writeHead(status, { 'Content-Type': 'application/vnd.api+json' });
    response.end(JSON.stringify({ errors: [{ status: String(status), code: 'UNAUTHENTICATED' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ensureCurrentUser', () => {
  it('signs out (ignoring the failed sign-out) and redirects to sign-in when the user fetch is refused', async () => {
    const credentials = createMemoryCredentialStore({
      accessToken: 'expired',
      client: 'c',
      uid: 'anna@public.example',
      tokenType: 'Bearer',
      expiry: null,
    });
    const apiClient = createApiClient({ baseUrl, credentials });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const thrown = await ensureCurrentUser({
      context: { apiClient, queryClient },
      location: { href: '/profiel' } as ParsedLocation,
    }).catch((error: unknown) => error);

    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: unknown }).options).toMatchObject({
      to: '/auth/login-1',
      search: { redirect: '/profiel' },
    });
    expect(credentials.read()).toBeNull();
    expect(calls).toEqual(['GET /api/v1/current_user?include=roles', 'DELETE /auth/sign_out']);
  });
});
