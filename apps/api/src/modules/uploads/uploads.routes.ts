import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { parseListQuery } from '../../http/json-api';
import { LOCKED_DOWN_CSP } from '@platform/contracts';
import { serializeUpload } from './uploads.serializer';
import { readUploadForm } from './uploads.form';
import { recordUpload, requireUploader, storeUploadFile } from './uploads.service';
import { UploadStorage } from './uploads.storage';

const tags = ['uploads'];

/** `POST /api/v1/uploads`: staff upload an image (multipart/form-data: `purpose`, then `file`). */
export async function uploadsRoutes(app: FastifyInstance) {
  const storage = new UploadStorage(app.config.uploadsDir);
  // Registered here only, so multipart bodies are accepted by this route and no other.
  // A file over the limit is cut short and marked truncated rather than thrown, so the form can say which limit.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(
    '/uploads',
    {
      schema: {
        tags,
        summary: 'Upload an image (staff): re-encoded, stored and answered as an uploads resource',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      parseListQuery(request.query);
      // The file is read and re-encoded between the check of the caller and the transaction that records it.
      const uploader = requireUploader({ user: (await request.identify()).user, tenant: request.tenant });
      const file = await storeUploadFile(request, uploader, await readUploadForm(request), storage);
      const upload = await request.withContext((context) => recordUpload(context, file, storage));
      return reply.jsonApi({ data: serializeUpload(upload) }, 201);
    },
  );
}

/**
 * An uploaded file runs nothing even when opened on its own (sandboxed, nothing
 * may load), and other sites may show it (og:image, apps on another origin).
 */
const UPLOADED_FILE_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...LOCKED_DOWN_CSP, sandbox: [] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const;

/**
 * `GET /uploads/<tenant>/<file>`: the stored images, on every host (the
 * portal shows what the public site uses). A file never changes under its
 * name, so browsers may keep it for a year.
 */
export async function uploadFilesRoutes(app: FastifyInstance) {
  const storage = new UploadStorage(app.config.uploadsDir);

  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true }, helmet: UPLOADED_FILE_HEADERS }, async (request, reply) => {
    const [tenantId = '', storedName = '', ...rest] = request.params['*'].split('/');
    const file = rest.length === 0 ? await storage.open(tenantId, storedName) : null;
    if (!file) throw new ApiError('NOT_FOUND');
    // Fastify answers HEAD from this same handler, keeping the headers and dropping the body.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', file.byteSize)
      .type(file.contentType)
      .send(file.stream);
  });
}
