import type { ManagedPage, PageAttributes } from '@platform/api-client';
import {
  blockImage,
  PAGE_LAYOUTS,
  PAGE_TYPES,
  pageBlocksSchema,
  SHORT_TEXT_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  type PageBlockInput,
  type PageType,
  youTubeVideoId,
} from '@platform/contracts';
import * as v from 'valibot';

// The page editor's values: the page's fields as the form holds them (empty
// strings for empty texts, a local date-time for the publication date) and its
// blocks as the API takes them, checked with the same block schemas.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Blocks as the editor's fields leave them, tidied for the schema: an image
 * without an address and an empty link are left out (an optional one is then
 * simply absent, a required one "required"), and a pasted YouTube link
 * becomes the video's id.
 */
export function tidyBlocks(blocks: unknown[]): unknown[] {
  const tidy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(tidy);
    if (!isPlainObject(value)) return value;
    const entries = Object.entries(value).flatMap(([key, part]): [string, unknown][] => {
      if (isPlainObject(part) && 'url' in part && 'alt' in part && part.url === '') return [];
      if (key === 'href' && part === '') return [];
      return [[key, tidy(part)]];
    });
    return Object.fromEntries(entries);
  };
  return blocks.map((block) => {
    const tidied = tidy(block) as { type?: string; props?: Record<string, unknown> };
    if (tidied.type === 'YouTube' && typeof tidied.props?.videoId === 'string') {
      return { ...tidied, props: { ...tidied.props, videoId: youTubeVideoId(tidied.props.videoId) ?? tidied.props.videoId } };
    }
    return tidied;
  });
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

export const pageFormSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX)),
  slug: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(SLUG_MAX), v.check((slug) => slug === '' || SLUG_PATTERN.test(slug))),
  pageType: v.picklist(PAGE_TYPES),
  pageLayout: v.picklist(PAGE_LAYOUTS),
  showTitleOnPage: v.boolean(),
  featured: v.boolean(),
  isHome: v.boolean(),
  summary: text(500),
  /** No cover image while its address is empty; otherwise checked like any block image. */
  coverImage: v.pipe(
    v.object({ url: v.pipe(v.string(), v.trim()), alt: v.string(), decorative: v.boolean() }),
    v.transform((image): v.InferInput<typeof blockImage> | null => (image.url === '' ? null : image)),
    v.nullable(blockImage),
  ),
  publishedAt: v.string(),
  metaTitle: text(SHORT_TEXT_MAX),
  metaDescription: text(500),
  ogTitle: text(SHORT_TEXT_MAX),
  ogDescription: text(500),
  blocks: v.pipe(v.array(v.unknown()), v.transform(tidyBlocks), pageBlocksSchema),
});

export type PageFormValues = v.InferInput<typeof pageFormSchema>;
export type PageFormOutput = v.InferOutput<typeof pageFormSchema>;

/** `2026-05-12` in the browser's time zone, as `<input type="date">` holds it. */
export function toLocalDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form's values for a stored page, or for a new page of a type. */
export function pageFormValues(page: ManagedPage | undefined, pageType: PageType = 'default'): PageFormValues {
  return {
    title: page?.title ?? '',
    slug: page?.slug ?? '',
    pageType: page?.pageType ?? pageType,
    pageLayout: page?.pageLayout ?? 'wide',
    showTitleOnPage: page?.showTitleOnPage ?? true,
    featured: page?.featured ?? false,
    isHome: page?.isHome ?? false,
    summary: page?.summary ?? '',
    coverImage: page?.coverImage ?? { url: '', alt: '', decorative: false },
    publishedAt: toLocalDate(page?.publishedAt ?? null),
    metaTitle: page?.metaTitle ?? '',
    metaDescription: page?.metaDescription ?? '',
    ogTitle: page?.ogTitle ?? '',
    ogDescription: page?.ogDescription ?? '',
    blocks: (page?.blocks ?? []) as PageBlockInput[],
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * What a save sends: empty texts cleared; the publication date, when changed,
 * as the start of that day here (an unchanged one keeps its time, and so its
 * place among the day's news); `isPublished` when publishing.
 */
export function toPageAttributes(
  values: PageFormOutput,
  { publish, storedPublishedAt = null }: { publish: boolean; storedPublishedAt?: string | null },
): PageAttributes {
  const isDateChanged = values.publishedAt !== toLocalDate(storedPublishedAt);
  return {
    title: values.title,
    slug: orNull(values.slug),
    pageType: values.pageType,
    pageLayout: values.pageLayout,
    showTitleOnPage: values.showTitleOnPage,
    featured: values.featured,
    isHome: values.isHome,
    summary: orNull(values.summary),
    coverImage: values.coverImage,
    ...(isDateChanged ? { publishedAt: values.publishedAt ? new Date(`${values.publishedAt}T00:00`).toISOString() : null } : {}),
    metaTitle: orNull(values.metaTitle),
    metaDescription: orNull(values.metaDescription),
    ogTitle: orNull(values.ogTitle),
    ogDescription: orNull(values.ogDescription),
    blocks: values.blocks as PageBlockInput[],
    ...(publish ? { isPublished: true } : {}),
  };
}

/** A new block's id: short, unique enough within a page, and stable across edits. */
export function newBlockId(): string {
  return Math.random().toString(36).slice(2, 10);
}
