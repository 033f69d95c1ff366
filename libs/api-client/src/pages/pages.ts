import type { BlockImage, PageBlock, PageLayout, PageType } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';

/** A content page or news item (spec §3 "Page"), as visitors read its published version. */
export type Page = {
  id: string;
  type: 'pages';
  title: string;
  slug: string;
  /** Where visitors read it: `/{slug}`, `/nieuws/{slug}` for news, `/` for the home page. */
  path: string;
  pageType: PageType;
  pageLayout: PageLayout;
  showTitleOnPage: boolean;
  isPublished: boolean;
  isHome: boolean;
  summary: string | null;
  featured: boolean;
  coverImage: BlockImage | null;
  publishedAt: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  blocks: PageBlock[];
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A page in a list: everything but its blocks. */
export type PageSummary = Omit<Page, 'blocks'>;

export type PublishedPagesQuery = {
  pageType?: PageType;
  /** Words in the title or slug. */
  text?: string;
  ids?: readonly string[];
  /** 1-based. */
  page?: number;
  pageSize?: number;
};

export const pageKeys = {
  all: ['pages'] as const,
  published: (query: PublishedPagesQuery) => [...pageKeys.all, 'published', query] as const,
  bySlug: (slug: string) => [...pageKeys.all, 'slug', slug] as const,
  home: () => [...pageKeys.all, 'home'] as const,
};

const PUBLIC_STALE_TIME_MS = 60_000;

/** Published pages, featured first, newest first (news lists, cards). */
export async function fetchPublishedPages(
  client: ApiClient,
  query: PublishedPagesQuery,
  signal?: AbortSignal,
): Promise<{ pages: PageSummary[]; total: number; pageCount: number }> {
  const { data, meta } = await client.read<PageSummary[]>('/api/v1/pages', {
    query: {
      'filter[page_type]': query.pageType,
      'filter[q]': query.text,
      'filter[id]': query.ids && query.ids.length > 0 ? query.ids.join(',') : undefined,
      sort: '-featured,-published_at',
      'page[number]': query.page,
      'page[size]': query.pageSize,
      'fields[pages]':
        'title,slug,path,page_type,page_layout,is_published,is_home,summary,featured,cover_image,published_at,author_name,created_at,updated_at',
    },
    signal,
  });
  return { pages: data, total: Number(meta.total ?? data.length), pageCount: Number(meta.pageCount ?? 1) };
}

export function getPublishedPagesQueryOptions(client: ApiClient, query: PublishedPagesQuery) {
  return queryOptions({
    queryKey: pageKeys.published(query),
    queryFn: ({ signal }) => fetchPublishedPages(client, query, signal),
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

/** The published page at `/{slug}` (or the news item at `/nieuws/{slug}`); an ApiError 404 when there is none. */
export async function fetchPageBySlug(client: ApiClient, slug: string, signal?: AbortSignal): Promise<Page> {
  return (await client.read<Page>(`/api/v1/pages/by_slug/${encodeURIComponent(slug)}`, { signal })).data;
}

export function getPageBySlugQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: pageKeys.bySlug(slug),
    queryFn: ({ signal }) => fetchPageBySlug(client, slug, signal),
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

/** The centre's published home page; an ApiError 404 while it has none. */
export async function fetchHomePage(client: ApiClient, signal?: AbortSignal): Promise<Page> {
  return (await client.read<Page>('/api/v1/pages/home', { signal })).data;
}

export function getHomePageQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: pageKeys.home(),
    queryFn: ({ signal }) => fetchHomePage(client, signal),
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}
