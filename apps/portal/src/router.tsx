import type { ApiClient } from '@platform/api-client';
import type { LayoutName } from '@platform/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import type { AppStore } from './store';

/** What every route's loader and `beforeLoad` receive. */
export type RouterContext = { queryClient: QueryClient; apiClient: ApiClient; store: AppStore };

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which does its own caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/router-core' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /** The layout of spec §2 the page is drawn in; `default` when absent. */
    layout?: LayoutName;
    /** A white page background instead of the theme's (spec §2: the changelog); wide layout only. */
    isWhite?: boolean;
  }
}
