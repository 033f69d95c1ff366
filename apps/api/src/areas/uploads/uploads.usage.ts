import type { Tx } from '../../platform/db/database';

/** Where an upload is shown or linked: a page (draft or published), the library, the centre's profile, a vacancy or a message. */
export type UploadUse = {
  url: string;
  kind: 'page' | 'stock_image' | 'center_profile' | 'vacancy' | 'conversation_message';
  id: string;
  title: string;
  /** The page's address on the site, for pages. */
  path?: string;
};

/** An upload looked for: by id (rows that point at it) or by its address (text and fields that show it). */
export type UploadRef = { id: string; url: string };

/**
 * How one product area finds the uploads it uses, in the tenant's transaction. The areas own the
 * tables that point at uploads, so they answer; the composition root (`src/upload-usage.ts`)
 * gives every reader to the file library and its clean-up job.
 */
export type UploadUsageReader = (
  tx: Tx,
  tenantId: string,
  uploads: readonly UploadRef[],
) => Promise<UploadUse[]>;

/**
 * Every use of the given uploads in the tenant, as every area reports them. An upload with no use
 * may be deleted, so asking no reader at all is a wiring fault, not "unused".
 */
export async function findUploadUses(
  tx: Tx,
  tenantId: string,
  uploads: readonly UploadRef[],
  readers: readonly UploadUsageReader[],
): Promise<UploadUse[]> {
  if (readers.length === 0)
    throw new Error('No upload-usage readers were given: every upload would look unused');
  if (uploads.length === 0) return [];
  const uses: UploadUse[] = [];
  for (const read of readers) uses.push(...(await read(tx, tenantId, uploads)));
  return uses;
}
