import { createApiClient, createMemoryCredentialStore } from '@platform/api-client';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { requireSignedIn } from './require-signed-in';

// jsdom has no fetch Response, which the router's redirect() wraps itself in;
// this stand-in carries only what the router reads (status and headers).
class ResponseStandIn {
  readonly status: number;
  readonly headers: Headers;
  constructor(_body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
    this.status = init.status ?? 200;
    this.headers = new Headers(init.headers);
  }
}
globalThis.Response ??= ResponseStandIn as unknown as typeof Response;

describe('requireSignedIn on a real router', () => {
  async function visit(path: string, isSignedIn: boolean) {
    const apiClient = createApiClient({
      credentials: createMemoryCredentialStore(
        isSignedIn
          ? { accessToken: 't', client: 'c', uid: 'u@x.example', tokenType: 'Bearer', expiry: null }
          : null,
      ),
    });
    const rootRoute = createRootRouteWithContext<{ apiClient: typeof apiClient }>()({
      beforeLoad: requireSignedIn,
    });
    const routeTree = rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/profiel' }),
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/auth/login-1',
        staticData: { isPublic: true },
      }),
    ]);
    const router = createRouter({
      routeTree,
      context: { apiClient },
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    await router.load();
    // A redirect thrown while loading is followed by a navigation of its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return router.state.location;
  }

  it('sends a visitor from an unmarked route to the sign-in page and back afterwards', async () => {
    const location = await visit('/profiel?tab=1', false);
    expect(location.pathname).toBe('/auth/login-1');
    expect(location.search).toEqual({ redirect: '/profiel?tab=1' });
  });

  it('keeps signed-in users and public routes where they are', async () => {
    expect((await visit('/profiel', true)).pathname).toBe('/profiel');
    expect((await visit('/auth/login-1', false)).pathname).toBe('/auth/login-1');
  });
});
