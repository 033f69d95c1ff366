import { viewBuilder } from '../../platform/db/views';
import { uploads } from './uploads.tables';

/** What a stored file is (not who uploaded it), for other modules' queries to join by upload id. */
export const uploadFiles = viewBuilder
  .select({
    id: uploads.id,
    tenantId: uploads.tenantId,
    storedName: uploads.storedName,
    originalName: uploads.originalName,
    contentType: uploads.contentType,
    byteSize: uploads.byteSize,
    width: uploads.width,
    height: uploads.height,
  })
  .from(uploads)
  .as('uploads');

export type UploadFile = {
  id: string;
  tenantId: string;
  storedName: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
};
