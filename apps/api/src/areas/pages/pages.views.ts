import { eq, sql } from 'drizzle-orm';
import { viewBuilder } from '../../platform/db/views';
import { pageRevisions, pages } from './pages.tables';

/**
 * Each page with the text of its draft and of its published version, for
 * other modules to find what a page shows (the uploads module: which files
 * are in use).
 */
export const pageContents = viewBuilder
  .select({
    id: pages.id,
    tenantId: pages.tenantId,
    volunteerCenterId: pages.volunteerCenterId,
    slug: pages.slug,
    pageType: pages.pageType,
    isHome: pages.isHome,
    title: sql<string>`${pages.draft}->>'title'`.as('title'),
    content: sql<string>`${pages.draft}::text || coalesce(${pageRevisions.content}::text, '')`.as('content'),
  })
  .from(pages)
  .leftJoin(pageRevisions, eq(pageRevisions.id, pages.publishedRevisionId))
  .as('page_contents');
