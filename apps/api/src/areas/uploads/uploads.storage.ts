import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DOCUMENT_TYPES,
  PRIVATE_UPLOAD_PURPOSES,
  TENANT_IDS,
  type UploadPurpose,
} from '@platform/contracts';

/** A stored file's name: the upload's id and the extension of its (re-encoded or recognised) type. */
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|png|pdf|docx|xlsx|pptx|odt|ods|odp)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  ...DOCUMENT_TYPES,
};

/** The public URL of a stored file (served by `GET /uploads/<tenant>/<name>`). */
export function uploadUrl(tenantId: string, storedName: string): string {
  return `/uploads/${tenantId}/${storedName}`;
}

/** Whether an upload's file is private (served only through a signed link), by its purpose. */
export function isPrivatePurpose(purpose: UploadPurpose): boolean {
  return (PRIVATE_UPLOAD_PURPOSES as readonly UploadPurpose[]).includes(purpose);
}

/** Where a file lives: `public` under `/uploads/<tenant>/…` for anyone, `private` only through a signed link. */
export type UploadVisibility = 'public' | 'private';

/** The folder of private files inside the uploads folder; not a tenant, so the public route never reaches it. */
const PRIVATE_FOLDER = 'private';

/** How long a signed link to a private file stays valid at least; links change once an hour, so browsers can cache. */
const SIGNED_LINK_HOUR_MS = 3_600_000;

function signature(
  secretKey: string,
  tenantId: string,
  storedName: string,
  expires: number,
): string {
  return createHmac('sha256', secretKey)
    .update(`private-upload:${tenantId}/${storedName}:${expires}`)
    .digest('hex');
}

/**
 * A link to a private file (`/uploads/private/<tenant>/<name>?expires=…&signature=…`),
 * for people the API has just checked may read it. It ends one to two hours
 * from now (the end of the next whole hour), so it is the same for an hour
 * and a browser's cached copy is used.
 */
export function signedUploadUrl(
  secretKey: string,
  tenantId: string,
  storedName: string,
  now = Date.now(),
): string {
  const expires = Math.floor(
    (Math.floor(now / SIGNED_LINK_HOUR_MS) + 2) * (SIGNED_LINK_HOUR_MS / 1000),
  );
  return `/uploads/${PRIVATE_FOLDER}/${tenantId}/${storedName}?expires=${expires}&signature=${signature(secretKey, tenantId, storedName, expires)}`;
}

/** Whether a signed link's `expires` and `signature` are ours and it has not ended. */
export function isValidUploadSignature(
  secretKey: string,
  tenantId: string,
  storedName: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !/^\d{1,12}$/.test(expires) || !given || !/^[0-9a-f]{64}$/.test(given))
    return false;
  if (Number(expires) * 1000 <= now) return false;
  return timingSafeEqual(
    Buffer.from(signature(secretKey, tenantId, storedName, Number(expires)), 'hex'),
    Buffer.from(given, 'hex'),
  );
}

/**
 * Uploaded files on the local disk, one folder per tenant
 * (`<uploadsDir>/<tenant>/<id>.<ext>`), private ones apart
 * (`<uploadsDir>/private/<tenant>/…`). Names are made by the API and checked
 * against a strict pattern before any path is built, so no request can reach
 * outside the folder.
 */
export class UploadStorage {
  constructor(private readonly root: string) {}

  private folder(tenantId: string, visibility: UploadVisibility): string {
    return visibility === 'private'
      ? path.join(this.root, PRIVATE_FOLDER, tenantId)
      : path.join(this.root, tenantId);
  }

  /** Writes a new file; never replaces one (names are fresh ids). */
  async write(
    tenantId: string,
    storedName: string,
    data: Buffer,
    visibility: UploadVisibility = 'public',
  ): Promise<void> {
    const folder = this.folder(tenantId, visibility);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, storedName), data, { flag: 'wx' });
  }

  /** Removes a file written for a change that did not commit; a missing file is fine. */
  async remove(
    tenantId: string,
    storedName: string,
    visibility: UploadVisibility = 'public',
  ): Promise<void> {
    await unlink(path.join(this.folder(tenantId, visibility), storedName)).catch(() => undefined);
  }

  /** Opens a stored file for sending, or null when the names are not ours or nothing is stored under them. */
  async open(
    tenantId: string,
    storedName: string,
    visibility: UploadVisibility = 'public',
  ): Promise<{ stream: ReadStream; byteSize: number; contentType: string } | null> {
    const match = STORED_NAME.exec(storedName);
    if (!match || !(TENANT_IDS as readonly string[]).includes(tenantId)) return null;
    const file = path.join(this.folder(tenantId, visibility), storedName);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      stream: createReadStream(file),
      byteSize: info.size,
      contentType: CONTENT_TYPES[match[1] as string] as string,
    };
  }
}
