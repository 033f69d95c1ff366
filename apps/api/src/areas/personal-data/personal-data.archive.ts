import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { toWireName } from '@platform/contracts';
import type { UploadStorage } from '../uploads/uploads.storage';
import type { ArchivedFile } from './personal-data.collect';

/** data.json names fields the way the API does on the wire (snake_case). */
function wireKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wireKeys);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [toWireName(key), wireKeys(inner)]),
  );
}

export function personalDataJson(data: unknown): string {
  return JSON.stringify(wireKeys(data), null, 2);
}

/**
 * The export as one zip archive, streamed: data.json and index.html (compressed),
 * then each attachment read from storage in chunks and stored as is (images and
 * PDFs are compressed already), so memory holds a chunk of a file, not the archive.
 */
export function personalDataArchive(
  { json, html, files }: { json: string; html: string; files: readonly ArchivedFile[] },
  storage: UploadStorage,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const addText = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(text), true);
  };
  const write = async () => {
    addText('data.json', json);
    addText('index.html', html);
    const seen = new Set<string>();
    for (const file of files) {
      if (seen.has(file.path)) continue;
      seen.add(file.path);
      const opened = await storage.open(file.tenantId, file.storedName, 'private');
      if (!opened) continue;
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of opened.stream) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
