import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { requireRole } from '../auth/session';
import { mayManageCenterSettings } from '../tenancy/tenancy.policy';
import { readUploadForm } from './uploads.form';
import { reencodeImage } from './uploads.images';
import { insertUpload, type UploadRow } from './uploads.repository';
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
