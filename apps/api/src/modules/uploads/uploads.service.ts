import { randomUUID } from 'node:crypto';
import { parseUploadUrl, type UploadPurpose } from '@platform/contracts';
import { ApiError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireRole, type CurrentUser } from '../auth/session';
import { mayEditContent } from '../pages/pages.policy';
import type { UploadForm } from './uploads.form';
import { reencodeImage } from './uploads.images';
import { findUpload, insertUpload, type NewUpload, type UploadRow } from './uploads.repository';
import type { UploadStorage } from './uploads.storage';

/**
 * Who may upload: the staff of the request's centre who set its images (admins,
 * centre superusers) or put images in its pages (content managers); everyone
 * else is refused before the form is read.
 */
export function requireUploader(context: Pick<RequestContext, 'user' | 'tenant'>): CurrentUser {
  const user = requireRole(context, 'admin', 'center_superuser', 'content_manager');
  if (!mayEditContent(user, context.tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  return user;
}

/**
 * Re-encodes the image of an upload form and writes its file, outside any
 * transaction (it takes a while); recordUpload stores the row.
 */
export async function storeUploadFile(
  { tenant }: Pick<RequestContext, 'tenant'>,
  uploader: CurrentUser,
  form: UploadForm,
  storage: UploadStorage,
): Promise<NewUpload> {
  const image = await reencodeImage(form.bytes, form.purpose);
  const id = randomUUID();
  const storedName = `${id}.${image.extension}`;
  await storage.write(tenant.id, storedName, image.data);
  return {
    id,
    tenantId: tenant.id,
    volunteerCenterId: tenant.volunteerCenterId,
    uploadedById: uploader.id,
    purpose: form.purpose,
    storedName,
    originalName: form.filename,
    contentType: image.contentType,
    byteSize: image.data.length,
    width: image.width,
    height: image.height,
  };
}

/** Records a written file; the file is removed again if the row cannot be stored, so a row never points at nothing. */
export async function recordUpload(context: RequestContext, upload: NewUpload, storage: UploadStorage): Promise<UploadRow> {
  try {
    return await insertUpload(context.tx, upload);
  } catch (error) {
    await storage.remove(upload.tenantId, upload.storedName);
    throw error;
  }
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
