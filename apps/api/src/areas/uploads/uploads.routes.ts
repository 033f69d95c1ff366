import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { requireUser } from '../../identity/access/access';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { LOCKED_DOWN_CSP, UPLOAD_PURPOSES } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializeUpload } from './uploads.serializer';
import { readUploadForm } from './uploads.form';
import { listCenterUploads, readCenterUpload, recordUpload, removeCenterUpload, requireUploader, storeUploadFile } from './uploads.service';
import { isValidUploadSignature, UploadStorage } from './uploads.storage';
import type { UploadUsageReader } from './uploads.usage';

const tags = ['uploads'];

const listRules: ListQueryRules = { filters: ['purpose', 'q'] };

/**
 * `POST /api/v1/uploads`: staff upload an image or document
 * (multipart/form-data: `purpose`, then `file`), anyone signed in a
 * conversation's attachment; the file library lists, shows and deletes the
 * public ones.
 */
export async function uploadsRoutes(app: FastifyInstance, { usageReaders }: { usageReaders: readonly UploadUsageReader[] }) {
  const storage = new UploadStorage(app.config.uploadsDir);
  // Registered here only, so multipart bodies are accepted by this route and no other.
  // A file over the limit is cut short and marked truncated rather than thrown, so the form can say which limit.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(
    '/uploads',
    {
      // Anyone signed in may attach files, and each is kept on disk: limited per IP address.
      config: { rateLimit: { max: app.config.rateLimits.uploadsPerHour, timeWindow: 3_600_000 } },
      schema: describeRoute({
        tags,
        summary: 'Upload an image (re-encoded) or a document (recognised by its bytes) (editors); an attachment, image or PDF (anyone signed in)',
        query: {},
        body: { mediaType: 'multipart/form-data', description: `Fields \`purpose\` (${UPLOAD_PURPOSES.join(', ')}), then \`file\`` },
        response: { 201: { document: 'one', type: 'uploads' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      // The file is read and re-encoded between the check of the caller and the transaction that records it.
      const caller = { user: (await request.identify()).user, tenant: request.tenant };
      requireUser(caller);
      const form = await readUploadForm(request, (purpose) => requireUploader(caller, purpose));
      const file = await storeUploadFile(request, requireUploader(caller, form.purpose), form, storage);
      const upload = await request.withContext((context) => recordUpload(context, file, storage));
      return reply.jsonApi({ data: serializeUpload(upload, app.config.secretKey) }, 201);
    },
  );

  app.get('/uploads', {
    schema: describeRoute({
      tags,
      summary: "The centre's uploads, newest first, each with where it is used (editors)",
      query: listRules,
      response: { 200: { document: 'many', type: 'uploads' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { uploads, total } = await request.withContext((context) => listCenterUploads(context, query, usageReaders));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ data: uploads.map((upload) => serializeUpload(upload, app.config.secretKey)), links, meta }, query.fields));
  });

  app.get<{ Params: { id: string } }>('/uploads/:id', {
    schema: describeRoute({
      tags,
      summary: 'One upload with where it is used (editors)',
      params: byId,
      query: {},
      response: { 200: { document: 'one', type: 'uploads' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const upload = await request.withContext((context) => readCenterUpload(context, request.params.id, usageReaders));
    return reply.jsonApi(applySparseFieldsets({ data: serializeUpload(upload, app.config.secretKey) }, query.fields));
  });

  app.delete<{ Params: { id: string } }>('/uploads/:id', {
    schema: describeRoute({
      tags,
      summary: 'Delete an upload nothing uses (editors; 409 UPLOAD_IN_USE otherwise)',
      params: byId,
      query: {},
      response: { 204: null },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    const upload = await request.withContext((context) => removeCenterUpload(context, request.params.id, usageReaders));
    // The file goes once the row's deletion has committed, so a failed transaction never leaves a row without its file.
    await storage.remove(upload.tenantId, upload.storedName);
    return reply.code(204).send();
  });
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
 * `GET /uploads/<tenant>/<file>`: the stored images and documents, on every host (the
 * portal shows what the public site uses). A file never changes under its
 * name, so browsers may keep it for a year. A private file (a conversation's
 * attachment) is `GET /uploads/private/<tenant>/<file>?expires=…&signature=…`,
 * with the link the API gave a participant; anything else there is a 404.
 */
export async function uploadFilesRoutes(app: FastifyInstance) {
  const storage = new UploadStorage(app.config.uploadsDir);

  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>('/uploads/*', { schema: { hide: true }, helmet: UPLOADED_FILE_HEADERS }, async (request, reply) => {
    const segments = request.params['*'].split('/');
    const isPrivate = segments[0] === 'private';
    const [tenantId = '', storedName = '', ...rest] = isPrivate ? segments.slice(1) : segments;
    const signed =
      !isPrivate || isValidUploadSignature(app.config.secretKey, tenantId, storedName, request.query.expires, request.query.signature);
    const file = rest.length === 0 && signed ? await storage.open(tenantId, storedName, isPrivate ? 'private' : 'public') : null;
    if (!file) throw new ApiError('NOT_FOUND');
    // Fastify answers HEAD from this same handler, keeping the headers and dropping the body.
    // Documents are downloaded rather than opened: the sandbox above would keep a browser's viewer from running.
    if (!file.contentType.startsWith('image/')) reply.header('content-disposition', 'attachment');
    return reply
      // A private file's link ends within two hours; only the browser that was given it keeps a copy.
      .header('cache-control', isPrivate ? 'private, max-age=3600' : 'public, max-age=31536000, immutable')
      .header('content-length', file.byteSize)
      .type(file.contentType)
      .send(file.stream);
  });
}
