import type { AppContext } from '@platform/contracts';
import { parseApiError } from './api-error';
import type { CredentialStore } from './credential-store';
import { credentialsToHeaders, rotateCredentials } from './credentials';
import {
  buildQueryString,
  camelizeKeys,
  deserialiseDocument,
  serialiseResource,
  snakeizeKeys,
  type ApiDocument,
  type QueryParams,
  type ResourceInput,
} from './json-api';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

/** Who the app acts as: sent on every call as X-Tenant, App-Context, Volunteer-Center-Id and Current-Organization-Id. */
export type RequestContext = {
  tenant?: string;
  appContext?: AppContext;
  volunteerCenterId?: string;
  /** The organisation the user acts for; `null` when none is selected. */
  currentOrganizationId?: string | null;
};

/** Options of {@link createApiClient}. */
export type ApiClientOptions = {
  /** Origin of the API, e.g. `https://api.example.nl`; `''` (default) is the page's own origin. */
  baseUrl?: string;
  /** Holds the session; rotated tokens from responses are written back here. */
  credentials: CredentialStore;
  /** The UI language, sent as `Accept-Language` so server texts (errors) match it. */
  getLocale?: () => string;
  /** A tenant forced by the `tenant` cookie (spec §1); wins over the current centre's tenant. */
  getTenantOverride?: () => string | undefined;
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch;
};

type SendOptions = {
  query?: QueryParams;
  body?: unknown;
  contentType?: string;
  signal?: AbortSignal;
  /** Replaces the JSON:API `Accept` (a file, an event stream). */
  accept?: string;
  /** The route never rotates the token, so the request may be aborted even with a session. */
  isAbortable?: boolean;
};

/** The API's refusal as an ApiError, read from the answer's body. */
async function refusal(response: Response): Promise<never> {
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  throw parseApiError(response.status, camelizeKeys(parsed), response.statusText);
}

/** Options of a JSON:API read. */
export type ReadOptions = { query?: QueryParams; signal?: AbortSignal };

/** Options of a plain-JSON call (the token-auth endpoints under `/auth`). */
export type JsonRequestOptions = { query?: QueryParams; body?: unknown; signal?: AbortSignal };

export type ApiClient = ReturnType<typeof createApiClient>;

/** Creates the client both apps use for every call to the API. */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const store = options.credentials;
  let context: RequestContext = {};

  function buildHeaders(contentType: string | undefined): Headers {
    const headers = new Headers({ Accept: JSON_API_MEDIA_TYPE });
    if (contentType) headers.set('Content-Type', contentType);
    const locale = options.getLocale?.();
    if (locale) headers.set('Accept-Language', locale);
    const tenant = options.getTenantOverride?.() || context.tenant;
    if (tenant) headers.set('X-Tenant', tenant);
    if (context.appContext) headers.set('App-Context', context.appContext);
    if (context.volunteerCenterId) headers.set('Volunteer-Center-Id', context.volunteerCenterId);
    if (context.currentOrganizationId)
      headers.set('Current-Organization-Id', context.currentOrganizationId);
    const credentials = store.read();
    if (credentials) {
      for (const [name, value] of Object.entries(credentialsToHeaders(credentials)))
        headers.set(name, value);
    }
    return headers;
  }

  /** Fetches with the session's headers and keeps the rotated token, whatever the answer. */
  async function fetchWithSession(
    method: string,
    path: string,
    { query, body, contentType, signal, accept, isAbortable }: SendOptions,
  ): Promise<Response> {
    const sentWith = store.read();
    // A form (a file upload) goes as it is: fetch sets its multipart type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers = buildHeaders(body === undefined || isForm ? undefined : contentType);
    if (accept) headers.set('Accept', accept);
    const response = await (options.fetch ?? fetch)(`${baseUrl}${path}${buildQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      // With a session the request is never aborted: the server may have rotated the token
      // already, and a lost answer would leave only the old token, dead after the batch window.
      // A cancelled query simply ignores the answer. (A route that never rotates may be aborted.)
      signal: sentWith && !isAbortable ? undefined : signal,
    });

    // Error responses rotate tokens too, so this runs before the status check.
    const current = store.read();
    const next = rotateCredentials(current, response.headers, sentWith);
    if (next !== current) store.write(next);
    return response;
  }

  async function send(method: string, path: string, options: SendOptions) {
    const response = await fetchWithSession(method, path, options);
    if (!response.ok) return refusal(response);
    const text = await response.text();
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  }

  return {
    /** The session store this client reads and rotates. */
    credentials: store,

    /** Merges values into the request context sent with every following call. */
    setContext(partial: RequestContext): void {
      context = { ...context, ...partial };
    },

    getContext(): RequestContext {
      return context;
    },

    /** GETs a JSON:API document and flattens it (see `deserialiseDocument`). */
    async read<T>(path: string, { query, signal }: ReadOptions = {}): Promise<ApiDocument<T>> {
      return deserialiseDocument<T>(await send('GET', path, { query, signal }));
    },

    /** Creates or updates a resource with a JSON:API body and flattens the answer. */
    async write<T>(
      method: 'POST' | 'PATCH' | 'PUT',
      path: string,
      resource: ResourceInput,
    ): Promise<ApiDocument<T>> {
      const body = serialiseResource(resource);
      return deserialiseDocument<T>(
        await send(method, path, { body, contentType: JSON_API_MEDIA_TYPE }),
      );
    },

    /** POSTs a `multipart/form-data` form (a file upload) and flattens the JSON:API answer. */
    async upload<T>(path: string, form: FormData): Promise<ApiDocument<T>> {
      return deserialiseDocument<T>(await send('POST', path, { body: form }));
    },

    /**
     * GETs a file the API makes (a CSV export) as a blob, with the name its
     * `Content-Disposition` gives; a refusal throws like any other call.
     */
    async readFile(
      path: string,
      { query, signal }: ReadOptions = {},
    ): Promise<{ blob: Blob; fileName: string | null }> {
      const response = await fetchWithSession('GET', path, { query, signal });
      if (!response.ok) return refusal(response);
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
      return { blob: await response.blob(), fileName };
    },

    /**
     * Opens a long-lived answer (the live event stream, `text/event-stream`)
     * with the session's headers and answers the response to read as it
     * comes. Unlike other calls it is aborted with `signal`: its route never
     * rotates the token, so nothing is lost. A refusal throws like any call.
     */
    async openStream(path: string, signal: AbortSignal): Promise<Response> {
      const response = await fetchWithSession('GET', path, { signal, accept: 'text/event-stream', isAbortable: true });
      return response.ok ? response : refusal(response);
    },

    /** Deletes a resource. */
    async remove(path: string): Promise<void> {
      await send('DELETE', path, {});
    },

    /** A plain-JSON call with camelCased answer keys, for the `/auth` endpoints that predate JSON:API. */
    async requestJson<T>(
      method: string,
      path: string,
      { query, body, signal }: JsonRequestOptions = {},
    ): Promise<T> {
      const snakeBody = body === undefined ? undefined : snakeizeKeys(body);
      return camelizeKeys<T>(
        await send(method, path, {
          query,
          body: snakeBody,
          contentType: 'application/json',
          signal,
        }),
      );
    },
  };
}
