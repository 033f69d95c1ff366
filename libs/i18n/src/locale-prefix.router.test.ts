import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { createLocalePrefixRewrite } from './locale-prefix';

async function startAt(path: string) {
  const switched: string[] = [];
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/' }),
    createRoute({ getParentRoute: () => rootRoute, path: '/vacancies' }),
  ]);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    routeTree,
    history,
    rewrite: createLocalePrefixRewrite({
      getLocale: () => 'en',
      onPrefixedLocale: (locale) => switched.push(locale),
      rememberLocale: () => undefined,
    }),
  });
  await router.load();
  return { router, history, switched };
}

describe('the locale prefix on a real router', () => {
  it('matches routes without the prefix and keeps it when navigating', async () => {
    const { router, history } = await startAt('/en');
    expect(router.state.location.pathname).toBe('/');
    await router.navigate({ to: '/vacancies' });
    expect(router.state.location.pathname).toBe('/vacancies');
    expect(history.location.pathname).toBe('/en/vacancies');
    // In-app hrefs (the sign-in page's redirect target) carry no prefix.
    await router.navigate({ to: '/' });
    await router.navigate({ href: '/vacancies?page=2' });
    expect(history.location.pathname).toBe('/en/vacancies');
  });

  it('asks for the prefixed language and leaves unprefixed URLs unprefixed', async () => {
    expect((await startAt('/nl/vacancies')).switched).toEqual(['nl']);
    const { router, history } = await startAt('/vacancies');
    await router.navigate({ to: '/' });
    expect(history.location.pathname).toBe('/');
  });
});
