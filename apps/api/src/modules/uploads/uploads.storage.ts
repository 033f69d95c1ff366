import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_TYPES, TENANT_IDS } from '@platform/contracts';

/** A stored file's name: the upload's id and the extension of its (re-encoded or recognised) type. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|png|pdf|docx|xlsx|pptx|odt|ods|odp)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = { webp: 'image/webp', png: 'image/png', ...DOCUMENT_TYPES };

/** The public URL of a stored file (served by `GET /uploads/<tenant>/<name>`). */
export function uploadUrl(tenantId: string, storedName: string): string {
  return `/uploads/${tenantId}/${storedName}`;
}

/**
 * Uploaded images on the local disk, one folder per tenant
 * (`<uploadsDir>/<tenant>/<id>.<ext>`). Names are made by the API and checked
 * against a strict pattern before any path is built, so no request can reach
 * outside the folder.
 */
export class UploadStorage {
  constructor(private readonly root: string) {}

  /** Writes a new file; never replaces one (names are fresh ids). */
  async write(tenantId: string, storedName: string, data: Buffer): Promise<void> {
    const folder = path.join(this.root, tenantId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, storedName), data, { flag: 'wx' });
  }

  /** Removes a file written for a change that did not commit; a missing file is fine. */
  async remove(tenantId: string, storedName: string): Promise<void> {
    await unlink(path.join(this.root, tenantId, storedName)).catch(() => undefined);
  }

  /** Opens a stored file for sending, or null when the names are not ours or nothing is stored under them. */
  async open(
    tenantId: string,
    storedName: string,
  ): Promise<{ stream: ReadStream; byteSize: number; contentType: string } | null> {
    const match = STORED_NAME.exec(storedName);
    if (!match || !(TENANT_IDS as readonly string[]).includes(tenantId)) return null;
    const file = path.join(this.root, tenantId, storedName);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), byteSize: info.size, contentType: CONTENT_TYPES[match[1] as string] as string };
  }
}
