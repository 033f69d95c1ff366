import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseUploadUrl, type UploadPurpose } from '@platform/contracts';
import type { Tx } from '../../db/database';
import { ApiError } from '../../http/errors';
import { requireRole } from '../auth/session';
import { mayManageCenterSettings } from '../tenancy/tenancy.policy';
import { readUploadForm } from './uploads.form';
import { reencodeImage } from './uploads.images';
import { findUpload, insertUpload, type UploadRow } from './uploads.repository';
import type { UploadStorage } from './uploads.storage';

/**
 * Stores an image for the request's centre (staff only): reads the form,
 * re-encodes the image, writes the file and records it. The file is written
 * first and removed again if the record cannot be stored, so a row never
 * points at nothing.
 */
export async function createUpload(request: FastifyRequest, storage: UploadStorage): Promise<UploadRow> {
  const user = requireRole(request, 'admin', 'center_superuser');
  const { tenant } = request;
  if (!mayManageCenterSettings(user, tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  const form = await readUploadForm(request);
  const image = await reencodeImage(form.bytes, form.purpose);
  const id = randomUUID();
  const storedName = `${id}.${image.extension}`;
  await storage.write(tenant.id, storedName, image.data);
  try {
    return await request.server.database.withTenant(tenant.id, (tx) =>
      insertUpload(tx, {
        id,
        tenantId: tenant.id,
        volunteerCenterId: tenant.volunteerCenterId,
        uploadedById: user.id,
        purpose: form.purpose,
        storedName,
        originalName: form.filename,
        contentType: image.contentType,
        byteSize: image.data.length,
        width: image.width,
        height: image.height,
      }),
    );
  } catch (error) {
    await storage.remove(tenant.id, storedName);
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
  { request, tx }: { request: FastifyRequest; tx: Tx },
  url: string,
  purposes?: readonly UploadPurpose[],
): Promise<UploadRow | undefined> {
  const { tenant } = request;
  const parsed = parseUploadUrl(url);
  if (!parsed || parsed.tenant !== tenant.id) return undefined;
  const upload = await findUpload(tx, tenant.id, parsed.id);
  const usable =
    upload?.storedName === parsed.storedName &&
    upload.volunteerCenterId === tenant.volunteerCenterId &&
    (!purposes || purposes.includes(upload.purpose));
  return usable ? upload : undefined;
}
