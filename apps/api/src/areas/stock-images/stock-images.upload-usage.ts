import { and, eq, inArray } from 'drizzle-orm';
import type { UploadUsageReader } from '../uploads/uploads.usage';
import { stockImageFiles } from './stock-images.views';

/** The image library points at its uploads by id. */
export const stockImageUploadUses: UploadUsageReader = async (tx, tenantId, uploads) => {
  const byId = new Map(uploads.map((upload) => [upload.id, upload.url]));
  const rows = await tx
    .select()
    .from(stockImageFiles)
    .where(
      and(
        eq(stockImageFiles.tenantId, tenantId),
        inArray(stockImageFiles.uploadId, [...byId.keys()]),
      ),
    );
  return rows.map((image) => ({
    url: byId.get(image.uploadId) as string,
    kind: 'stock_image' as const,
    id: image.id,
    title: image.name,
  }));
};
