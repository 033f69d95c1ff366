import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireRole } from '../../identity/access/access';
import { ApiError } from '../../platform/http/errors';
import { JSON_API_MEDIA_TYPE, parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';

const tags = ['developer test pages'];

/** Why the answer is a 500 (`meta.reason`), so a test or a log reader tells it from a real failure. */
export const DELIBERATE_SERVER_ERROR = 'deliberate_server_error';

const problemDocument = v.object({
  errors: v.array(
    v.object({
      status: v.literal('500'),
      code: v.literal('INTERNAL_ERROR'),
      title: v.string(),
      detail: v.string(),
      meta: v.object({ reason: v.literal(DELIBERATE_SERVER_ERROR) }),
    }),
  ),
  meta: v.object({ requestId: v.string() }),
});

/**
 * What the portal's developer test pages need beyond the real routes: a server
 * error on request, so /test/server-error shows the error screen as a real
 * failure would. Registered only when the test pages are on (config
 * `testPages`): switched off, the route does not exist (404). Admins only.
 */
export async function testPagesRoutes(app: FastifyInstance) {
  app.get(
    '/test_pages/server_error',
    {
      // The one route whose answer is a 500 by design: route-docs and the fuzz test read this flag.
      config: { deliberateServerError: true },
      schema: describeRoute({
        tags,
        summary: 'Answers a 500 problem document on purpose, as any failure would (admins; only while the test pages are on)',
        query: {},
        response: {
          500: {
            json: problemDocument,
            mediaType: JSON_API_MEDIA_TYPE,
            description: 'The internal error every failure answers, with meta.reason deliberate_server_error',
          },
        },
      }),
    },
    async (request) => {
      parseListQuery(request.query);
      await request.withContext(async (context) => requireRole(context, 'admin'));
      request.log.info('deliberate server error for the developer test pages');
      throw new ApiError('INTERNAL_ERROR', { reason: DELIBERATE_SERVER_ERROR });
    },
  );
}
