import { resource, type ResourceObject } from '../../http/json-api';
import type { UploadRow } from './uploads.repository';
import { uploadUrl } from './uploads.storage';

/** An `uploads` resource: where the image is served and what it is. */
export function serializeUpload(upload: UploadRow): ResourceObject {
  return resource('uploads', upload.id, {
    url: uploadUrl(upload.tenantId, upload.storedName),
    contentType: upload.contentType,
    byteSize: upload.byteSize,
    width: upload.width,
    height: upload.height,
    purpose: upload.purpose,
    createdAt: upload.createdAt.toISOString(),
  });
}
