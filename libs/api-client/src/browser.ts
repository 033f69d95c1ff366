import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { createApiClient, type ApiClient } from './client';
import { readCookies } from './cookies';
import { createCookieCredentialStore } from './credential-store';

/** Options of {@link createBrowserApiClient}. */
export type BrowserApiClientOptions = {
  /** Origin of the API; `''` is the page's own origin. */
  baseUrl: string;
  /** The UI language, sent as `Accept-Language`. */
  getLocale: () => string;
};

// Spec §1: a `tenant` cookie, when present, names the tenant.
const TENANT_COOKIE = 'tenant';

function readTenantCookie(): string | undefined {
  return readCookies().get(TENANT_COOKIE) || undefined;
}

/** The API client as both apps use it in the browser: session in cookies, tenant cookie honoured. */
export function createBrowserApiClient({ baseUrl, getLocale }: BrowserApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl,
    credentials: createCookieCredentialStore(),
    getLocale,
    getTenantOverride: readTenantCookie,
  });
}

/** A QueryClient that does not retry client errors: a 4xx answer will not change on retry. */
export type QueryClientOptions = {
  /**
   * Called when a mutation fails, unless it set `meta.showsErrorInline` (forms
   * that put the error next to their fields). The app turns it into a toast:
   * a data-access lib never shows UI itself.
   */
  onMutationError?: (error: unknown) => void;
  /** How long fetched data counts as fresh (TanStack Query's `staleTime`); 0 by default. */
  staleTimeMs?: number;
};

declare module '@tanstack/react-query' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    mutationMeta: { showsErrorInline?: boolean };
  }
}

export function createQueryClient({ onMutationError, staleTimeMs = 0 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.showsErrorInline) onMutationError?.(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: staleTimeMs,
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
}
