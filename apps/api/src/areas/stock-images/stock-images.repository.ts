import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { uploadFiles, type UploadFile } from '../uploads/uploads.views';
import { stockImages } from './stock-images.tables';

export type StockImageRow = typeof stockImages.$inferSelect;
/** A library image with the file it shows. */
export type StockImageWithUpload = StockImageRow & { upload: UploadFile };

const uploadColumns = {
  id: uploadFiles.id,
  tenantId: uploadFiles.tenantId,
  storedName: uploadFiles.storedName,
  contentType: uploadFiles.contentType,
  byteSize: uploadFiles.byteSize,
  width: uploadFiles.width,
  height: uploadFiles.height,
};

const sortColumns = { name: stockImages.name, created_at: stockImages.createdAt, updated_at: stockImages.updatedAt };

function centerImages(tenantId: string, volunteerCenterId: string, text?: string): SQL | undefined {
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    eq(stockImages.tenantId, tenantId),
    eq(stockImages.volunteerCenterId, volunteerCenterId),
    pattern
      ? or(
          ilike(stockImages.name, pattern),
          ilike(stockImages.description, pattern),
          ilike(stockImages.shortDescription, pattern),
          sql`exists (select 1 from unnest(${stockImages.keywords}) as keyword where keyword ilike ${pattern})`,
        )
      : undefined,
  );
}

/** One page of a centre's library, matching `text` in name, descriptions or keywords when given. */
export async function listStockImages(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  { text, sort, page }: { text?: string } & Pick<ListQuery, 'sort' | 'page'>,
): Promise<{ images: StockImageWithUpload[]; total: number }> {
  const where = centerImages(tenantId, volunteerCenterId, text);
  const { limit, offset } = pageWindow(page);
  const rows = await tx
    .select({ image: stockImages, upload: uploadColumns })
    .from(stockImages)
    .innerJoin(uploadFiles, eq(uploadFiles.id, stockImages.uploadId))
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns), asc(stockImages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ value: count() }).from(stockImages).where(where);
  return { images: rows.map(({ image, upload }) => ({ ...image, upload })), total: total?.value ?? 0 };
}

export async function findStockImage(tx: Tx, tenantId: string, id: string): Promise<StockImageWithUpload | undefined> {
  const [row] = await tx
    .select({ image: stockImages, upload: uploadColumns })
    .from(stockImages)
    .innerJoin(uploadFiles, eq(uploadFiles.id, stockImages.uploadId))
    .where(and(eq(stockImages.tenantId, tenantId), eq(stockImages.id, id)));
  return row ? { ...row.image, upload: row.upload } : undefined;
}

export async function insertStockImage(tx: Tx, values: typeof stockImages.$inferInsert): Promise<StockImageRow> {
  const [row] = await tx.insert(stockImages).values(values).returning();
  return row as StockImageRow;
}

export async function updateStockImage(tx: Tx, tenantId: string, id: string, values: Partial<typeof stockImages.$inferInsert>): Promise<void> {
  await tx
    .update(stockImages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(stockImages.tenantId, tenantId), eq(stockImages.id, id)));
}

export async function deleteStockImage(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(stockImages).where(and(eq(stockImages.tenantId, tenantId), eq(stockImages.id, id)));
}
