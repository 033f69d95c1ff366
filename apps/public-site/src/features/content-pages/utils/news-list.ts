import type { PublishedPagesQuery } from '@platform/api-client';

/** News items per page of `/nieuws`. */
export const NEWS_PAGE_SIZE = 12;

export type NewsListSearch = { page?: number };

/** `/nieuws?page=2`: a page number from 1, anything else dropped, so a mangled link still opens the news. */
export function validateNewsListSearch(search: Record<string, unknown>): NewsListSearch {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {};
}

/** The API query of one page of `/nieuws`. */
export function newsListQuery(page: number): PublishedPagesQuery {
  return { pageType: 'news', page, pageSize: NEWS_PAGE_SIZE };
}
