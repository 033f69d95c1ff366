import { i18n } from '@lingui/core';
import type { ApiClient } from '@platform/api-client';
import { DEFAULT_LOCALE, type Locale } from '@platform/contracts';
import { activateLocale, createLocalePrefixRewrite, isLocale, persistLocale } from '@platform/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { LayoutName } from '@platform/ui';
import { loadCatalog } from './locales/load-catalog';
import { routeTree } from './route-tree.gen';
import type { AppStore } from './store';

/** Where this site and its centre's staff portal live, for absolute links. */
export type SiteOrigins = { site: string; portal: string };

/** What every route's loader and `beforeLoad` receive. */
export type RouterContext = {
  queryClient: QueryClient;
  apiClient: ApiClient;
  store: AppStore;
  origins: SiteOrigins;
};

/** How the server's router differs from the browser's: its own history and a fixed language. */
export type ServerRouterOptions = { history: RouterHistory; locale: Locale };

export function createAppRouter(context: RouterContext, server?: ServerRouterOptions) {
  return createRouter({
    routeTree,
    context,
    history: server?.history,
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
    // On the server the request's language is fixed before rendering, and the
    // browser remembers the choice when it hydrates.
    rewrite: createLocalePrefixRewrite(
      server
        ? { getLocale: () => server.locale, onPrefixedLocale: () => undefined, rememberLocale: () => undefined }
        : {
            getLocale: () => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
            onPrefixedLocale: (locale) => void activateLocale(locale, loadCatalog),
            rememberLocale: persistLocale,
          },
    ),
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
    /** The page needs what never reaches the server (the URL's fragment): the browser renders it. */
    rendersInBrowser?: boolean;
  }
}
