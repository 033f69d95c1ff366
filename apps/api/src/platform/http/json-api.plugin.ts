import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Locale } from '@platform/contracts';
import { localeFromAcceptLanguage, translate, type MessageKey } from '../i18n/messages';
import { ApiError, ValidationError } from './errors';
import { JSON_API_MEDIA_TYPE, type Document } from './json-api';
import { parseJsonText } from './json-body';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** Language of texts in the answer, from Accept-Language (Dutch by default). */
    locale: Locale;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Every route registered after this plugin (method, URL, config, schema), for tests that must cover each one. */
    routeTable: RegisteredRoute[];
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * Whether the route reads a body: `'none'` for an action that takes no
     * input (archive, duplicate, sign out), where a body sent is refused rather
     * than ignored; `'document'` where it reads one. Unsaid, a DELETE takes
     * none and every other write reads its document. fuzz.test.ts holds every
     * route to this.
     */
    body?: 'none' | 'document';
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyReply {
    /** Sends a JSON:API document with the JSON:API media type. */
    jsonApi(document: Document | Record<string, unknown>, status?: number): FastifyReply;
  }
}

export type RegisteredRoute = { method: string; url: string; config: Record<string, unknown>; schema?: FastifySchema };

type ErrorObject = {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
};

/** Renders any thrown error as JSON:API error objects in the request's language. */
export function errorObjects(error: ApiError, locale: Locale): ErrorObject[] {
  if (error instanceof ValidationError) {
    return error.issues.map((issue) => ({
      status: '422',
      code: 'VALIDATION_FAILED',
      title: translate(locale, 'error.VALIDATION_FAILED.title'),
      detail: translate(locale, `field.${issue.reason}` as MessageKey, { field: issue.field, ...issue.params }),
      source: { pointer: issue.pointer },
      meta: { reason: issue.reason, ...issue.meta },
    }));
  }
  const { detailKey, params = {}, pointer, parameter, reason, meta } = error.options;
  const object: ErrorObject = {
    status: String(error.status),
    code: error.code,
    title: translate(locale, `error.${error.code}.title` as MessageKey, params),
    detail: translate(locale, detailKey ?? (`error.${error.code}.detail` as MessageKey), params),
  };
  if (pointer !== undefined) object.source = { pointer };
  if (parameter !== undefined) object.source = { parameter };
  if (reason !== undefined || meta !== undefined) object.meta = { ...(reason !== undefined ? { reason } : {}), ...meta };
  return [object];
}

// Fastify's own errors (body parsing, limits) mapped onto ours, so a client
// never sees a framework message or a 500 for something it sent.
function fromFrameworkError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('MALFORMED_JSON');
  }
  if (error.statusCode === 429) return new ApiError('RATE_LIMITED', { params: { seconds: 60 } });
  if (error instanceof SyntaxError) return new ApiError('MALFORMED_JSON');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new ApiError('BAD_REQUEST');
  return undefined;
}

function parseJsonBody(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) {
  if (body.trim() === '') return done(null, undefined);
  try {
    done(null, parseJsonText(body));
  } catch (error) {
    done(error as Error);
  }
}

/** Parameters JSON:API allows on its media type; any other means 415 (request) or 406 (Accept). */
function hasForeignMediaTypeParameters(value: string): boolean {
  return value
    .split(';')
    .slice(1)
    .map((p) => p.trim().split('=')[0]?.toLowerCase())
    .some((name) => name && name !== 'ext' && name !== 'profile');
}

export const jsonApiPlugin = fp(
  async (app) => {
    const routeTable: RegisteredRoute[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        routeTable.push({ method, url: route.url, config: (route.config ?? {}) as Record<string, unknown>, schema: route.schema });
      }
    });
    app.decorateRequest('locale', 'nl');
    app.decorateReply('jsonApi', function (this: FastifyReply, document, status = 200) {
      return this.code(status).type(JSON_API_MEDIA_TYPE).send(document);
    });

    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(['application/json', JSON_API_MEDIA_TYPE], { parseAs: 'string' }, parseJsonBody);

    app.addHook('onRequest', async (request) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const contentType = request.headers['content-type'];
      if (contentType?.toLowerCase().startsWith(JSON_API_MEDIA_TYPE) && hasForeignMediaTypeParameters(contentType)) {
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
      }
      const accept = request.headers.accept;
      if (accept && request.url.startsWith('/api/v1')) {
        const ranges = accept.split(',').map((r) => r.trim());
        const jsonApiRanges = ranges.filter((r) => r.toLowerCase().startsWith(JSON_API_MEDIA_TYPE));
        const acceptsOther = ranges.some((r) => !r.toLowerCase().startsWith(JSON_API_MEDIA_TYPE));
        if (jsonApiRanges.length > 0 && !acceptsOther && jsonApiRanges.every(hasForeignMediaTypeParameters)) {
          throw new ApiError('NOT_ACCEPTABLE');
        }
      }
    });

    app.addHook('preValidation', async (request) => {
      const takesBody = (request.routeOptions.config.body ?? (request.method === 'DELETE' ? 'none' : 'document')) === 'document';
      if (!takesBody && request.body !== undefined) {
        throw new ApiError('INVALID_DOCUMENT', { detailKey: 'error.INVALID_DOCUMENT.no_body', pointer: '' });
      }
    });

    app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
      const apiError = error instanceof ApiError ? error : fromFrameworkError(error as FastifyError);
      if (!apiError) {
        request.log.error({ err: error }, 'unhandled error');
        const internal = new ApiError('INTERNAL_ERROR');
        return reply.jsonApi({ errors: errorObjects(internal, request.locale), meta: { request_id: request.id } }, 500);
      }
      for (const [name, value] of Object.entries(apiError.options.headers ?? {})) reply.header(name, value);
      return reply.jsonApi(
        { errors: errorObjects(apiError, request.locale), meta: { request_id: request.id } },
        apiError.status,
      );
    });
  },
  { name: 'json-api' },
);

export function notFoundError(request: FastifyRequest): ApiError {
  return new ApiError('NOT_FOUND', {
    detailKey: 'error.NOT_FOUND.route',
    params: { method: request.method, path: request.url.split('?')[0] ?? '' },
  });
}
