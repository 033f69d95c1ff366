import { randomUUID } from 'node:crypto';
import { parseUploadUrl, UPLOAD_PURPOSES, type UploadPurpose } from '@platform/contracts';
import type { Database } from '../../platform/db/database';
import { ApiError } from '../../platform/http/errors';
import { requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext, TenantContextRunner } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireRole, requireUser, type CurrentUser } from '../../identity/access/access';
import { mayEditContent } from '../../identity/access/access';
import { listTenantIds } from '../../identity/tenancy/tenancy.data';
import { recogniseDocument } from './uploads.documents';
import type { UploadForm } from './uploads.form';
import { reencodeImage } from './uploads.images';
import { deleteUpload, findUpload, findUploadsByIds, insertUpload, listUploads, listUploadsBefore, type NewUpload, type UploadRow } from './uploads.repository';
import { isPrivatePurpose, uploadUrl, type UploadStorage } from './uploads.storage';
import { findUploadUses, type UploadUsageReader, type UploadUse } from './uploads.usage';

/**
 * Who may upload: the staff of the request's centre who set its images (admins,
 * centre superusers) or put images in its pages (content managers); everyone
 * else is refused before the form is read. Without a purpose this is the file
 * library's rule. A conversation's attachment (private) anyone signed in may
 * upload: it is theirs until they send it with a message.
 */
export function requireUploader(context: Pick<RequestContext, 'user' | 'tenant'>, purpose?: UploadPurpose): CurrentUser {
  if (purpose && isPrivatePurpose(purpose)) return requireUser(context);
  const user = requireRole(context, 'admin', 'center_superuser', 'content_manager');
  if (!mayEditContent(user, context.tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  return user;
}

const attachmentTypeError = () =>
  new ApiError('INVALID_FILE_TYPE', { pointer: '/data/attributes/file', detailKey: 'error.INVALID_FILE_TYPE.attachment', params: { field: 'file' } });

/** An attachment is an image (re-encoded like any other) or a PDF (kept as sent), recognised by its bytes. */
async function readAttachment(bytes: Buffer) {
  const image = await reencodeImage(bytes, 'attachment').catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'TOO_LARGE') throw error;
    return null;
  });
  if (image) return image;
  const document = await recogniseDocument(bytes).catch(() => null);
  if (document?.extension !== 'pdf') throw attachmentTypeError();
  return { ...document, width: null, height: null };
}

/**
 * Re-encodes the image of an upload form (or recognises its document) and
 * writes its file, outside any transaction (it takes a while); recordUpload
 * stores the row.
 */
export async function storeUploadFile(
  { tenant }: Pick<RequestContext, 'tenant'>,
  uploader: CurrentUser,
  form: UploadForm,
  storage: UploadStorage,
): Promise<NewUpload> {
  const file =
    form.purpose === 'attachment'
      ? await readAttachment(form.bytes)
      : form.purpose === 'document'
        ? { ...(await recogniseDocument(form.bytes)), width: null, height: null }
        : await reencodeImage(form.bytes, form.purpose);
  const id = randomUUID();
  const storedName = `${id}.${file.extension}`;
  await storage.write(tenant.id, storedName, file.data, isPrivatePurpose(form.purpose) ? 'private' : 'public');
  return {
    id,
    tenantId: tenant.id,
    volunteerCenterId: tenant.volunteerCenterId,
    uploadedById: uploader.id,
    purpose: form.purpose,
    storedName,
    originalName: form.filename,
    contentType: file.contentType,
    byteSize: file.data.length,
    width: file.width,
    height: file.height,
  };
}

/** Records a written file; the file is removed again if the row cannot be stored, so a row never points at nothing. */
export async function recordUpload(context: RequestContext, upload: NewUpload, storage: UploadStorage): Promise<UploadRow> {
  try {
    return await insertUpload(context.tx, upload);
  } catch (error) {
    await storage.remove(upload.tenantId, upload.storedName, isPrivatePurpose(upload.purpose) ? 'private' : 'public');
    throw error;
  }
}

/**
 * Of the given upload ids, the caller's own private attachments (purpose
 * `attachment`, uploaded by `uploaderId` in this tenant); another's upload,
 * a public one or an unknown id is left out, so the caller can refuse it.
 */
export async function findOwnAttachments(
  { tx, tenant }: Pick<RequestContext, 'tx' | 'tenant'>,
  uploaderId: string,
  ids: readonly string[],
): Promise<UploadRow[]> {
  const rows = await findUploadsByIds(tx, tenant.id, ids);
  return rows.filter((row) => row.purpose === 'attachment' && row.uploadedById === uploaderId);
}

/**
 * The upload `url` names, when the request's centre may use it: one of the
 * centre's own uploads (of one of `purposes`, when given). Another centre's
 * upload, of this tenant or another, is never usable: there is no shared
 * library. Every field that references an upload checks it here.
 */
export async function findOwnUpload(
  { tenant, tx }: Pick<RequestContext, 'tenant' | 'tx'>,
  url: string,
  purposes?: readonly UploadPurpose[],
): Promise<UploadRow | undefined> {
  const parsed = parseUploadUrl(url);
  if (!parsed || parsed.tenant !== tenant.id) return undefined;
  const upload = await findUpload(tx, tenant.id, parsed.id);
  const usable =
    upload?.storedName === parsed.storedName &&
    upload.volunteerCenterId === tenant.volunteerCenterId &&
    (!purposes || purposes.includes(upload.purpose));
  return usable ? upload : undefined;
}

/** An upload with where it is used. */
export type UploadWithUses = UploadRow & { uses: UploadUse[] };

async function withUses(context: RequestContext, rows: UploadRow[], readers: readonly UploadUsageReader[]): Promise<UploadWithUses[]> {
  const uses = await findUploadUses(
    context.tx,
    context.tenant.id,
    rows.map((row) => ({ id: row.id, url: uploadUrl(row.tenantId, row.storedName) })),
    readers,
  );
  return rows.map((row) => ({ ...row, uses: uses.filter((use) => use.url === uploadUrl(row.tenantId, row.storedName)) }));
}

/** The file library: the centre's uploads, newest first, each with its uses (`filter[purpose]`, `filter[q]` on the file name). */
export async function listCenterUploads(
  context: RequestContext,
  query: ListQuery,
  readers: readonly UploadUsageReader[],
): Promise<{ uploads: UploadWithUses[]; total: number }> {
  requireUploader(context);
  const purpose = query.filters.get('purpose');
  if (purpose !== undefined && (!(UPLOAD_PURPOSES as readonly string[]).includes(purpose) || isPrivatePurpose(purpose as UploadPurpose))) {
    throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: 'filter[purpose]' }, parameter: 'filter[purpose]' });
  }
  const text = query.filters.get('q')?.trim() || undefined;
  const { uploads, total } = await listUploads(context.tx, context.tenant.id, context.tenant.volunteerCenterId, { purpose: purpose as UploadPurpose | undefined, text }, query.page);
  return { uploads: await withUses(context, uploads, readers), total };
}

/** One of the centre's uploads with its uses; another centre's is a 404. */
export async function readCenterUpload(
  context: RequestContext,
  rawId: string | undefined,
  readers: readonly UploadUsageReader[],
): Promise<UploadWithUses> {
  requireUploader(context);
  const upload = await findUpload(context.tx, context.tenant.id, requireUuid(rawId));
  // A conversation's attachment is no part of the library: only its conversation shows it.
  if (!upload || upload.volunteerCenterId !== context.tenant.volunteerCenterId || isPrivatePurpose(upload.purpose)) throw new ApiError('NOT_FOUND');
  return (await withUses(context, [upload], readers))[0] as UploadWithUses;
}

/**
 * Deletes an upload nothing uses; one in use is refused (409 UPLOAD_IN_USE,
 * its uses in `meta.used_by`). Returns the row, whose file the caller removes
 * once the transaction has committed.
 */
export async function removeCenterUpload(
  context: RequestContext,
  rawId: string | undefined,
  readers: readonly UploadUsageReader[],
): Promise<UploadRow> {
  const user = requireUploader(context);
  const upload = await readCenterUpload(context, rawId, readers);
  if (upload.uses.length > 0) {
    throw new ApiError('UPLOAD_IN_USE', {
      params: { uses: upload.uses.map((use) => use.title || use.kind).join(', ') },
      meta: { used_by: upload.uses.map(({ kind, id, title, path }) => ({ kind, id, title, path: path ?? null })) },
    });
  }
  await deleteUpload(context.tx, context.tenant.id, upload.id);
  await recordAuditEvent(context, {
    action: 'upload.deleted',
    actorUserId: user.id,
    subjectType: 'uploads',
    subjectId: upload.id,
    data: { original_name: upload.originalName, purpose: upload.purpose },
  });
  return upload;
}

/** Uploads nothing uses are kept this long (an editor may still be working on the page), then cleaned up. */
export const UNUSED_UPLOAD_RETENTION_MS = 86_400_000;
const USE_CHECK_BATCH = 200;

/**
 * The `uploads.cleanup` job: in every tenant, deletes the uploads older than
 * a day that nothing uses (rows, then their files once committed). Returns
 * how many went, by tenant.
 */
export async function cleanupUnusedUploads(
  database: Database,
  inTenant: TenantContextRunner,
  storage: UploadStorage,
  readers: readonly UploadUsageReader[],
  now = new Date(),
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  const before = new Date(now.getTime() - UNUSED_UPLOAD_RETENTION_MS);
  for (const tenantId of await listTenantIds(database.db)) {
    const unused = await inTenant(tenantId, 'job uploads.cleanup', async (context) => {
      const candidates = await listUploadsBefore(context.tx, tenantId, before);
      const gone: typeof candidates = [];
      for (let start = 0; start < candidates.length; start += USE_CHECK_BATCH) {
        const batch = candidates.slice(start, start + USE_CHECK_BATCH);
        const refs = batch.map((row) => ({ id: row.id, url: uploadUrl(row.tenantId, row.storedName) }));
        const used = new Set((await findUploadUses(context.tx, tenantId, refs, readers)).map((use) => use.url));
        for (const row of batch) {
          if (used.has(uploadUrl(row.tenantId, row.storedName))) continue;
          await deleteUpload(context.tx, tenantId, row.id);
          gone.push(row);
        }
      }
      return gone;
    });
    for (const row of unused) await storage.remove(row.tenantId, row.storedName, isPrivatePurpose(row.purpose) ? 'private' : 'public');
    removed[tenantId] = unused.length;
  }
  return removed;
}
