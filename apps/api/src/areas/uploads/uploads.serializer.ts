import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { UploadRow } from './uploads.repository';
import type { UploadWithUses } from './uploads.service';
import { isPrivatePurpose, signedUploadUrl, uploadUrl } from './uploads.storage';

/**
 * An `uploads` resource: where the file is served and what it is; in the file
 * library also where it is used. A private file's `url` is a signed link
 * (only its uploader sees the resource before it is sent).
 */
export function serializeUpload(
  upload: UploadRow | UploadWithUses,
  secretKey: string,
): ResourceObject {
  return resource('uploads', upload.id, {
    url: isPrivatePurpose(upload.purpose)
      ? signedUploadUrl(secretKey, upload.tenantId, upload.storedName)
      : uploadUrl(upload.tenantId, upload.storedName),
    originalName: upload.originalName,
    contentType: upload.contentType,
    byteSize: upload.byteSize,
    width: upload.width,
    height: upload.height,
    purpose: upload.purpose,
    createdAt: upload.createdAt.toISOString(),
    ...('uses' in upload
      ? {
          usedBy: upload.uses.map(({ kind, id, title, path }) => ({
            kind,
            id,
            title,
            path: path ?? null,
          })),
        }
      : {}),
  });
}
