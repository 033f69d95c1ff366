import { and, asc, count, desc, eq, ilike, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import { PRIVATE_UPLOAD_PURPOSES, type UploadPurpose } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { uploads } from './uploads.tables';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(tx: Tx, values: NewUpload): Promise<UploadRow> {
  const [row] = await tx.insert(uploads).values(values).returning();
  return row as UploadRow;
}

export async function findUpload(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<UploadRow | undefined> {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)));
  return row;
}

/** The uploads of a tenant with these ids (unknown ids are left out). */
export function findUploadsByIds(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
): Promise<UploadRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.id, [...ids])));
}

export type UploadFilters = { purpose?: UploadPurpose; text?: string };

// The library lists the centre's public files; conversations' attachments are not among them.
function centerUploads(
  tenantId: string,
  volunteerCenterId: string,
  filters: UploadFilters,
): SQL | undefined {
  return and(
    eq(uploads.tenantId, tenantId),
    eq(uploads.volunteerCenterId, volunteerCenterId),
    notInArray(uploads.purpose, [...PRIVATE_UPLOAD_PURPOSES]),
    filters.purpose ? eq(uploads.purpose, filters.purpose) : undefined,
    filters.text ? ilike(uploads.originalName, containsPattern(filters.text)) : undefined,
  );
}

/** One page of a centre's uploads, newest first. */
export async function listUploads(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  filters: UploadFilters,
  page: ListQuery['page'],
): Promise<{ uploads: UploadRow[]; total: number }> {
  const where = centerUploads(tenantId, volunteerCenterId, filters);
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select()
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.createdAt), asc(uploads.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(uploads).where(where);
  return { uploads: rows, total: total?.value ?? 0 };
}

/** Uploads of a tenant made before `before`: the candidates of the cleanup. */
export function listUploadsBefore(
  tx: Tx,
  tenantId: string,
  before: Date,
): Promise<Pick<UploadRow, 'id' | 'tenantId' | 'storedName' | 'purpose'>[]> {
  return tx
    .select({
      id: uploads.id,
      tenantId: uploads.tenantId,
      storedName: uploads.storedName,
      purpose: uploads.purpose,
    })
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), lt(uploads.createdAt, before)));
}

export async function deleteUpload(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(uploads).where(and(eq(uploads.tenantId, tenantId), eq(uploads.id, id)));
}
