import { DOCUMENT_TYPES, type DocumentExtension } from '@platform/contracts';
import { ApiError } from '../../platform/http/errors';

export type StoredDocument = { data: Buffer; extension: DocumentExtension; contentType: string };

function isDocumentExtension(value: string | undefined): value is DocumentExtension {
  return value !== undefined && Object.hasOwn(DOCUMENT_TYPES, value);
}

/**
 * Checks that the bytes are a PDF or one of the office formats of
 * DOCUMENT_TYPES, by content (file-type reads the signature and, for the
 * zip-based formats, the entries that name the format), never by name or
 * declared type; macro-enabled variants (`.docm`), SVG and HTML are refused.
 * The file is kept as sent. Throws 422 INVALID_FILE_TYPE.
 */
export async function recogniseDocument(bytes: Buffer): Promise<StoredDocument> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const extension = found?.ext;
  if (!isDocumentExtension(extension) || DOCUMENT_TYPES[extension] !== found?.mime) {
    throw new ApiError('INVALID_FILE_TYPE', {
      pointer: '/data/attributes/file',
      detailKey: 'error.INVALID_FILE_TYPE.document',
      params: { field: 'file' },
    });
  }
  return { data: bytes, extension, contentType: DOCUMENT_TYPES[extension] };
}
