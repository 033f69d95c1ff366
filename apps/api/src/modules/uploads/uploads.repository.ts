import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { uploads } from './uploads.tables';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(tx: Tx, values: NewUpload): Promise<UploadRow> {
  const [row] = await tx.insert(uploads).values(values).returning();
  return row as UploadRow;
}

export async function findUpload(tx: Tx, tenantId: string, id: string): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)));
  return row;
}
