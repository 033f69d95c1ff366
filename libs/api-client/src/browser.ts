import { QueryClient } from '@tanstack/react-query';
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
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
}
