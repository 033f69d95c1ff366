import * as v from 'valibot';
import { PAGE_LAYOUTS, PAGE_TYPES } from '../enums';
import { nullableString, nullableTimestamp, timestamp } from './shared';

/**
 * A page or news item in the version asked for; its blocks' props snake_cased
 * (their shapes: pageBlockSchema). Editors reading the draft also get
 * `has_unpublished_changes` and `published_revision_id`.
 */
export const pageAttributes = v.strictObject({
  title: v.string(),
  slug: v.string(),
  path: v.string(),
  pageType: v.picklist(PAGE_TYPES),
  pageLayout: v.picklist(PAGE_LAYOUTS),
  showTitleOnPage: v.boolean(),
  isPublished: v.boolean(),
  isHome: v.boolean(),
  summary: nullableString,
  featured: v.boolean(),
  coverImage: v.nullable(v.record(v.string(), v.unknown())),
  publishedAt: nullableTimestamp,
  metaTitle: nullableString,
  metaDescription: nullableString,
  ogTitle: nullableString,
  ogDescription: nullableString,
  blocks: v.array(v.record(v.string(), v.unknown())),
  authorName: nullableString,
  createdAt: timestamp,
  updatedAt: timestamp,
  hasUnpublishedChanges: v.optional(v.boolean()),
  publishedRevisionId: v.optional(nullableString),
});

/** A published version of a page, for its history. */
export const pageRevisionAttributes = v.strictObject({
  pageId: v.string(),
  title: v.string(),
  blockCount: v.number(),
  isCurrent: v.boolean(),
  publishedByName: nullableString,
  createdAt: timestamp,
});
