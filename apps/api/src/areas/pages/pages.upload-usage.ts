import { and, eq, or, sql } from 'drizzle-orm';
import type { UploadUsageReader, UploadUse } from '../uploads/uploads.usage';
import { pagePath } from './pages.serializer';
import { pageContents } from './pages.views';

/** Pages (draft or published) hold uploads in their blocks' text: found by address. */
export const pageUploadUses: UploadUsageReader = async (tx, tenantId, uploads) => {
  const urls = uploads.map((upload) => upload.url);
  const rows = await tx
    .select()
    .from(pageContents)
    .where(
      and(
        eq(pageContents.tenantId, tenantId),
        or(...urls.map((url) => sql`strpos(${pageContents.content}, ${url}) > 0`)),
      ),
    );
  const uses: UploadUse[] = [];
  for (const page of rows) {
    for (const url of urls)
      if (page.content.includes(url))
        uses.push({ url, kind: 'page', id: page.id, title: page.title, path: pagePath(page) });
  }
  return uses;
};
