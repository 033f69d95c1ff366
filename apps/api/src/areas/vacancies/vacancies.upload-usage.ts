import { and, eq, inArray } from 'drizzle-orm';
import type { UploadUsageReader } from '../uploads/uploads.usage';
import { vacancyImages } from './vacancies.views';

/** A vacancy shows an upload as its image. */
export const vacancyUploadUses: UploadUsageReader = async (tx, tenantId, uploads) => {
  const rows = await tx
    .select()
    .from(vacancyImages)
    .where(
      and(
        eq(vacancyImages.tenantId, tenantId),
        inArray(
          vacancyImages.imageUrl,
          uploads.map((upload) => upload.url),
        ),
      ),
    );
  return rows.map((vacancy) => ({
    url: vacancy.imageUrl as string,
    kind: 'vacancy' as const,
    id: vacancy.id,
    title: vacancy.title,
  }));
};
