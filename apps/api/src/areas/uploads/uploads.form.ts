import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, type UploadPurpose } from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';

/** What `POST /uploads` sends: the purpose and the file's bytes. */
export type UploadForm = { purpose: UploadPurpose; bytes: Buffer; filename: string | null };

const LARGEST_FILE = Math.max(...Object.values(UPLOAD_MAX_BYTES));
/**
 * Largest request read at all. Generously above the largest file, so a file
 * somewhat over its purpose's limit still gets the TOO_LARGE answer naming
 * that limit; anything bigger is refused before a byte is read.
 */
export const UPLOAD_REQUEST_MAX_BYTES = 2 * LARGEST_FILE;

const MIB = 1024 * 1024;

/** A byte limit as people read it: `2 MB`, `512 kB`. */
export function formatByteSize(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MB` : `${Math.round(bytes / 1024)} kB`;
}

const pointer = (field: string) => `/data/attributes/${field}`;

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('TOO_LARGE', {
    pointer: pointer('file'),
    params: { field: 'file', size: formatByteSize(maxBytes) },
    meta: { max_bytes: maxBytes },
  });
}

function isPurpose(value: string | undefined): value is UploadPurpose {
  return (UPLOAD_PURPOSES as readonly string[]).includes(value ?? '');
}

/**
 * Reads the multipart form of an upload: a `purpose` text field and one
 * `file`. Sizes are enforced while the bytes stream in: the request by its
 * Content-Length, the file by its purpose's limit (all limits when the purpose
 * comes after the file), so no more than one limit's worth is ever held.
 * Everything a client can get wrong is a 4xx: 411/413 for the request, 400 for
 * a malformed form, 422 for missing or unknown fields and for a file over the limit.
 * `authorise` is called with the purpose as soon as it is known (before the
 * file is read when, as documented, it comes first) and throws when the
 * caller may not upload for it.
 */
export async function readUploadForm(
  request: FastifyRequest,
  authorise: (purpose: UploadPurpose) => void,
): Promise<UploadForm> {
  if (!request.isMultipart())
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', {
      detailKey: 'error.UNSUPPORTED_MEDIA_TYPE.multipart',
    });
  const length = request.headers['content-length'];
  if (length === undefined) throw new ApiError('LENGTH_REQUIRED');
  if (Number(length) > UPLOAD_REQUEST_MAX_BYTES) {
    throw new ApiError('PAYLOAD_TOO_LARGE', {
      detailKey: 'error.PAYLOAD_TOO_LARGE.upload',
      params: { size: formatByteSize(UPLOAD_REQUEST_MAX_BYTES) },
      meta: { max_bytes: UPLOAD_REQUEST_MAX_BYTES },
    });
  }

  let purpose: string | undefined;
  let file: { chunks: Buffer[]; size: number; filename: string | null } | undefined;
  const unknownFields = new Set<string>();
  try {
    const parts = request.parts({
      limits: { fileSize: LARGEST_FILE, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'purpose') {
          purpose = String(part.value);
          if (isPurpose(purpose)) authorise(purpose);
        } else if (part.fieldname !== 'file') unknownFields.add(part.fieldname);
        continue;
      }
      if (part.fieldname !== 'file') unknownFields.add(part.fieldname);
      const limit = isPurpose(purpose) ? UPLOAD_MAX_BYTES[purpose] : LARGEST_FILE;
      const received = { chunks: [] as Buffer[], size: 0, filename: part.filename || null };
      // The rest of a file over the limit is read and dropped: the form may go on after it.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        received.size += chunk.length;
        if (received.size <= limit) received.chunks.push(chunk);
      }
      if (part.file.truncated) received.size = Number.POSITIVE_INFINITY;
      if (part.fieldname === 'file') file = received;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('BAD_REQUEST', { detailKey: 'error.BAD_REQUEST.multipart' });
  }

  const issues: FieldIssue[] = [...unknownFields].map((field) => ({
    pointer: pointer(field),
    field,
    reason: 'unknown_attribute',
  }));
  if (purpose === undefined || purpose === '')
    issues.push({ pointer: pointer('purpose'), field: 'purpose', reason: 'required' });
  else if (!isPurpose(purpose)) {
    issues.push({
      pointer: pointer('purpose'),
      field: 'purpose',
      reason: 'invalid_choice',
      params: { options: UPLOAD_PURPOSES.join(', ') },
    });
  }
  if (!file || file.size === 0)
    issues.push({ pointer: pointer('file'), field: 'file', reason: 'required' });
  if (issues.length > 0 || !file || !isPurpose(purpose)) throw new ValidationError(issues);
  authorise(purpose);

  if (file.size > UPLOAD_MAX_BYTES[purpose]) throw tooLarge(UPLOAD_MAX_BYTES[purpose]);
  // The original name is kept for the record only; control characters (NUL among them) cannot be stored.
  const filename = file.filename?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || null;
  return { purpose, bytes: Buffer.concat(file.chunks), filename };
}
