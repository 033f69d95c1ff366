import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageType } from '@platform/contracts';
import type { Tx } from '../../platform/db/database';
import { orderByFields, pageWindow } from '../../platform/db/list-order';
import { containsPattern } from '../../platform/db/patterns';
import type { ListQuery } from '../../platform/http/json-api';
import { userDirectory } from '../../identity/users/users.views';
import { pageRevisions, pages, type PageContent } from './pages.tables';

export type PageRow = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
export type PageRevisionRow = typeof pageRevisions.$inferSelect;

/** Which version of its pages a list or read shows: the draft (editors) or the published one (everyone). */
export type PageVersion = 'draft' | 'published';

/** A page with the content of the version asked for and its author's name parts. */
export type PageWithContent = PageRow & {
  content: PageContent;
  author: { firstName: string | null; lastName: string | null; deletedAt: Date | null } | null;
};

export type PageFilters = {
  pageType?: PageType;
  isPublished?: boolean;
  text?: string;
  ids?: string[];
  slug?: string;
  isHome?: boolean;
};

/** The centre's pages a version covers: every page for drafts, the published ones (whose date has come) otherwise. */
function versionCondition(version: PageVersion): SQL | undefined {
  if (version === 'draft') return undefined;
  return and(
    eq(pages.isPublished, true),
    sql`${pages.publishedRevisionId} is not null`,
    or(isNull(pages.publishedAt), lte(pages.publishedAt, sql`now()`)),
  );
}

const contentOf = (version: PageVersion) => (version === 'draft' ? pages.draft : pageRevisions.content);

function selectPages(tx: Tx, tenantId: string, version: PageVersion) {
  return tx
    .select({
      page: pages,
      content: contentOf(version),
      author: { firstName: userDirectory.firstName, lastName: userDirectory.lastName, deletedAt: userDirectory.deletedAt },
    })
    .from(pages)
    .leftJoin(pageRevisions, and(eq(pageRevisions.id, pages.publishedRevisionId), eq(pageRevisions.tenantId, tenantId)))
    .leftJoin(userDirectory, and(eq(userDirectory.id, pages.authorId), eq(userDirectory.tenantId, tenantId)));
}

function whereOf(tenantId: string, volunteerCenterId: string, version: PageVersion, filters: PageFilters): SQL | undefined {
  const title = sql`(${contentOf(version)} ->> 'title')`;
  return and(
    eq(pages.tenantId, tenantId),
    eq(pages.volunteerCenterId, volunteerCenterId),
    versionCondition(version),
    filters.pageType ? eq(pages.pageType, filters.pageType) : undefined,
    filters.isPublished === undefined ? undefined : eq(pages.isPublished, filters.isPublished),
    filters.ids ? inArray(pages.id, filters.ids) : undefined,
    filters.slug === undefined ? undefined : eq(pages.slug, filters.slug),
    filters.isHome === undefined ? undefined : eq(pages.isHome, filters.isHome),
    filters.text
      ? or(ilike(title, containsPattern(filters.text)), ilike(pages.slug, containsPattern(filters.text)))
      : undefined,
  );
}

const sortColumns = (version: PageVersion) =>
  ({
    title: sql`lower(${contentOf(version)} ->> 'title')`,
    published_at: sql`coalesce(${pages.publishedAt}, ${pages.createdAt})`,
    updated_at: pages.updatedAt,
    created_at: pages.createdAt,
    featured: pages.featured,
  }) as const;

const toPage = ({ page, content, author }: { page: PageRow; content: PageContent | null; author: PageWithContent['author'] }) =>
  ({ ...page, content: content ?? page.draft, author }) as PageWithContent;

/** One page of a centre's pages in the version asked for, with the total. */
export async function listPages(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  version: PageVersion,
  filters: PageFilters,
  { sort, page }: Pick<ListQuery, 'sort' | 'page'>,
): Promise<{ rows: PageWithContent[]; total: number }> {
  const where = whereOf(tenantId, volunteerCenterId, version, filters);
  const { limit, offset } = pageWindow(page);
  const rows = await selectPages(tx, tenantId, version)
    .where(where)
    .orderBy(...orderByFields(sort, sortColumns(version)), desc(pages.createdAt), asc(pages.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx
    .select({ total: count() })
    .from(pages)
    .leftJoin(pageRevisions, and(eq(pageRevisions.id, pages.publishedRevisionId), eq(pageRevisions.tenantId, tenantId)))
    .where(where);
  return { rows: rows.map(toPage), total: counted?.total ?? 0 };
}

/** The one page a filter names (an id, a slug or the home page), in the version asked for. */
export async function findPage(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  version: PageVersion,
  filters: PageFilters,
): Promise<PageWithContent | undefined> {
  const [row] = await selectPages(tx, tenantId, version).where(whereOf(tenantId, volunteerCenterId, version, filters)).limit(1);
  return row && toPage(row);
}

/** Whether another page of the centre already has the slug. */
export async function slugTaken(tx: Tx, tenantId: string, volunteerCenterId: string, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.tenantId, tenantId),
        eq(pages.volunteerCenterId, volunteerCenterId),
        eq(pages.slug, slug),
        exceptId ? ne(pages.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** The slugs of the centre's pages starting with `prefix`, to find a free variant. */
export async function slugsLike(tx: Tx, tenantId: string, volunteerCenterId: string, prefix: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.volunteerCenterId, volunteerCenterId), ilike(pages.slug, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertPage(tx: Tx, values: NewPage): Promise<PageRow> {
  const [row] = await tx.insert(pages).values(values).returning();
  return row as PageRow;
}

export async function updatePage(tx: Tx, tenantId: string, id: string, values: Partial<NewPage>): Promise<void> {
  await tx
    .update(pages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(pages.tenantId, tenantId), eq(pages.id, id)));
}

/** Takes the home-page mark off the centre's current home page (before another page gets it). */
export async function clearHome(tx: Tx, tenantId: string, volunteerCenterId: string): Promise<void> {
  await tx
    .update(pages)
    .set({ isHome: false })
    .where(and(eq(pages.tenantId, tenantId), eq(pages.volunteerCenterId, volunteerCenterId), eq(pages.isHome, true)));
}

export async function deletePage(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(pages).where(and(eq(pages.tenantId, tenantId), eq(pages.id, id)));
}

export async function insertRevision(tx: Tx, values: typeof pageRevisions.$inferInsert): Promise<PageRevisionRow> {
  const [row] = await tx.insert(pageRevisions).values(values).returning();
  return row as PageRevisionRow;
}

export type RevisionWithPublisher = PageRevisionRow & { publisher: PageWithContent['author'] };

/** A page's published versions, newest first. */
export async function listRevisions(tx: Tx, tenantId: string, pageId: string): Promise<RevisionWithPublisher[]> {
  const rows = await tx
    .select({
      revision: pageRevisions,
      publisher: { firstName: userDirectory.firstName, lastName: userDirectory.lastName, deletedAt: userDirectory.deletedAt },
    })
    .from(pageRevisions)
    .leftJoin(userDirectory, and(eq(userDirectory.id, pageRevisions.publishedById), eq(userDirectory.tenantId, tenantId)))
    .where(and(eq(pageRevisions.tenantId, tenantId), eq(pageRevisions.pageId, pageId)))
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.id));
  return rows.map(({ revision, publisher }) => ({ ...revision, publisher }));
}

export async function findRevision(tx: Tx, tenantId: string, pageId: string, id: string): Promise<PageRevisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.tenantId, tenantId), eq(pageRevisions.pageId, pageId), eq(pageRevisions.id, id)));
  return row;
}

/** Published pages of the centres a sitemap covers, with where and when. */
export async function listPublishedPagePaths(
  tx: Tx,
  tenantId: string,
  volunteerCenterId: string,
  limit: number,
): Promise<{ slug: string; pageType: PageType; isHome: boolean; updatedAt: Date }[]> {
  return tx
    .select({ slug: pages.slug, pageType: pages.pageType, isHome: pages.isHome, updatedAt: pages.updatedAt })
    .from(pages)
    .where(whereOf(tenantId, volunteerCenterId, 'published', {}))
    .orderBy(desc(pages.updatedAt))
    .limit(limit);
}
