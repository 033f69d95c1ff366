import { i18n } from '@lingui/core';
import type { ApiClient } from '@platform/api-client';
import { DEFAULT_LOCALE } from '@platform/contracts';
import { activateLocale, createLocalePrefixRewrite, isLocale, persistLocale } from '@platform/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { LayoutName } from '@platform/ui';
import { loadCatalog } from './locales/load-catalog';
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
    scrollRestorationBehavior: 'smooth',
    // An unknown path is a full-page 404, not a page inside the site's frame.
    notFoundMode: 'root',
    // `/en/…` and `/nl/…` (spec §1): the routes never see the prefix. A prefix
    // switches the language and, as a language choice, is remembered in the
    // language selector's cookie.
    rewrite: createLocalePrefixRewrite({
      getLocale: () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
      onPrefixedLocale: (locale) => void activateLocale(locale, loadCatalog),
      rememberLocale: persistLocale,
    }),
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
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /** The page's layout (spec §2); `default` when absent. */
    layout?: LayoutName;
    /** A white page background instead of the theme's (spec §2: content pages). */
    isWhite?: boolean;
  }
}
