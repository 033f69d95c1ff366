import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BlockImage, PageBlock, PageLayout, PageType } from '@platform/contracts';
import { createdAt, id, tenantId, tenantIsolation, updatedAt } from '../../platform/db/tenant-owned';
import { tenants, volunteerCenters } from '../../identity/tenancy/tenancy.tables';
import { users } from '../../identity/users/users.tables';

/**
 * What a page shows, kept as one document: the draft on `pages.draft`, each
 * published version on a `page_revisions` row. Publishing copies the draft.
 */
export type PageContent = {
  title: string;
  pageLayout: PageLayout;
  showTitleOnPage: boolean;
  summary: string | null;
  coverImage: BlockImage | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  blocks: PageBlock[];
};

/**
 * A content page or news item of one volunteer centre (spec §3 "Page"). Its
 * address and place in lists (slug, type, featured, publication date) are not
 * versioned; its content is (draft and published revisions).
 */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    volunteerCenterId: uuid()
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    pageType: text().$type<PageType>().notNull(),
    /** The centre's home page, shown at `/`; at most one per centre. */
    isHome: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    isPublished: boolean().notNull().default(false),
    /** The publication date shown on news; a future date keeps a published page from visitors until then. */
    publishedAt: timestamp({ withTimezone: true }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    draft: jsonb().$type<PageContent>().notNull(),
    /** Whether the draft differs from the published revision. */
    hasUnpublishedChanges: boolean().notNull().default(true),
    publishedRevisionId: uuid().references((): AnyPgColumn => pageRevisions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.volunteerCenterId, t.slug),
    uniqueIndex('pages_one_home_per_center').on(t.volunteerCenterId).where(sql`${t.isHome}`),
    index('pages_listing_index').on(t.tenantId, t.volunteerCenterId, t.pageType, t.isPublished, t.publishedAt),
    tenantIsolation('pages'),
  ],
);

/** A published version of a page, kept for its history and to restore. */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: id(),
    tenantId: tenantId().references(() => tenants.id),
    pageId: uuid()
      .notNull()
      .references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    content: jsonb().$type<PageContent>().notNull(),
    publishedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.tenantId, t.pageId, t.createdAt), tenantIsolation('page_revisions')],
);
