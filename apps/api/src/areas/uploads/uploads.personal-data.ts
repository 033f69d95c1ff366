import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { uploads } from './uploads.tables';
import { isPrivatePurpose, type UploadStorage } from './uploads.storage';

// The uploads module's part of deleting an account (issue 28).

export type RemovedFile = { tenantId: string; storedName: string; private: boolean };

/**
 * Deletes the files the user attached to messages (their rows, and with them
 * the attachments); returns what to remove from storage once committed.
 */
export async function removeAttachmentsUploadedBy(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<RemovedFile[]> {
  const rows = await tx
    .delete(uploads)
    .where(
      and(
        eq(uploads.tenantId, tenantId),
        eq(uploads.uploadedById, userId),
        eq(uploads.purpose, 'attachment'),
      ),
    )
    .returning({
      tenantId: uploads.tenantId,
      storedName: uploads.storedName,
      purpose: uploads.purpose,
    });
  return rows.map((row) => ({
    tenantId: row.tenantId,
    storedName: row.storedName,
    private: isPrivatePurpose(row.purpose),
  }));
}

/** Removes stored files whose rows a committed transaction deleted; a missing file is fine. */
export async function removeStoredFiles(
  storage: UploadStorage,
  files: readonly RemovedFile[],
): Promise<void> {
  for (const file of files)
    await storage.remove(file.tenantId, file.storedName, file.private ? 'private' : 'public');
}
