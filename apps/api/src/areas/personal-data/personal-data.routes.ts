import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { accountDeletionSchema } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';
import { parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { UploadStorage } from '../uploads/uploads.storage';
import { removeStoredFiles } from '../uploads/uploads.personal-data';
import { personalDataArchive } from './personal-data.archive';
import { deleteOwnAccount, exportOwnData } from './personal-data.service';

const tags = ['personal data'];

/** The signed-in user's own data (issue 28): download it all, or delete the account. */
export async function personalDataRoutes(app: FastifyInstance) {
  const storage = new UploadStorage(app.config.uploadsDir);
  const { max, windowMs } = app.config.rateLimits.personalDataExportsPerUser;
  const perUser = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) =>
      `personal-data-export:${request.tenant?.id ?? '-'}:${request.caller?.user?.id}`,
  });
  // Building an archive reads everything a person has; a few an hour is plenty for them.
  const limitPerUser: preHandlerAsyncHookHandler = async (request) => {
    const { user } = await request.identify();
    if (!user) return;
    const outcome = await perUser(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      const seconds = outcome.ttlInSeconds;
      throw new ApiError('RATE_LIMITED', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
  };

  app.get(
    '/current_user/export',
    {
      preHandler: limitPerUser,
      schema: describeRoute({
        tags,
        summary:
          'Download all my data: a zip archive with data.json, index.html and my attachments',
        query: {},
        response: {
          200: {
            mediaType: 'application/zip',
            description: 'data.json, index.html and attachments/…',
          },
        },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const exported = await request.withContext((context) => exportOwnData(context));
      return reply
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(personalDataArchive(exported, storage));
    },
  );

  app.delete(
    '/current_user',
    {
      config: { body: 'document' },
      schema: describeRoute({
        tags,
        summary:
          'Delete my account, confirmed with my password: personal data erased or anonymised, signed out',
        query: {},
        body: { type: 'users', attributes: accountDeletionSchema },
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const files = await request.withContext((context) => deleteOwnAccount(context, request.body));
      await removeStoredFiles(storage, files);
      return reply.code(204).send();
    },
  );
}
