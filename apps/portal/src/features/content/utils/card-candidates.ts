import type { ManagedPageListQuery, VacancyListQuery } from '@platform/api-client';
import type { DynamicCardSource } from '@platform/contracts';

/** Where a DynamicCards block's editor finds what it can show: the centre's published pages or news, newest first. */
export function cardPagesQuery(source: DynamicCardSource): ManagedPageListQuery {
  return { pageType: source === 'news' ? 'news' : 'default', isPublished: true, pageSize: 100, sort: '-published_at' };
}

/** …or its published vacancies. */
export const CARD_VACANCIES_QUERY: VacancyListQuery = { status: 'published', pageSize: 100 };

/** What a new DynamicCards block shows until the editor picks. */
export const DEFAULT_CARD_SOURCE: DynamicCardSource = 'news';
