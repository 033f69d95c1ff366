import type { VacancySearchQuery } from '@platform/api-client';
import {
  VACANCY_SEARCH_LIMITS,
  VACANCY_SEARCH_SORTS,
  type VacancySearchSort,
  type VacancyType,
} from '@platform/contracts';
import { offeredVacancyTypes, type TenantFeatures } from '@platform/tenancy';
import { listItems } from '@platform/ui';
import { SEARCH_PAGE_SIZE, type VacancySearchParams } from './search-url';


/** The sorts that make sense for a search: relevance needs words, distance a place. */
export function availableSorts(params: VacancySearchParams, { hasActivities }: { hasActivities: boolean }): VacancySearchSort[] {
  return VACANCY_SEARCH_SORTS.filter((sort) => {
    if (sort === 'relevance') return Boolean(params.q);
    if (sort === 'distance') return Boolean(params.place);
    if (sort === 'starts_at') return hasActivities;
    return true;
  });
}

/** The order the API uses when none is asked for: relevance with words, else newest first. */
export function defaultSort(params: VacancySearchParams): VacancySearchSort {
  return params.q ? 'relevance' : '-published_at';
}

/** Options of {@link toVacancySearchQuery}. */
export type SearchScope = {
  /** The vacancy types the tenant's features allow. */
  allowedTypes: readonly VacancyType[];
  /** Restricts the search to one type (the one-to-one support page: p2p). */
  fixedType?: VacancyType;
  hasActivities: boolean;
};

/** The search scope of a tenant's features, optionally fixed to one vacancy type. */
export function searchScopeFor(features: TenantFeatures, fixedType?: VacancyType): SearchScope {
  return {
    allowedTypes: offeredVacancyTypes(features),
    fixedType,
    hasActivities: features.activities && fixedType === undefined,
  };
}

/**
 * The API search for the URL's parameters. Types the tenant switched off are
 * left out (the API would answer 400), and a sort that does not fit falls back
 * to the API's default.
 */
export function toVacancySearchQuery(params: VacancySearchParams, scope: SearchScope): VacancySearchQuery {
  const vacancyTypes = scope.fixedType
    ? [scope.fixedType]
    : listItems(params.type).filter((type): type is VacancyType =>
        (scope.allowedTypes as readonly string[]).includes(type),
      );
  const sort = params.sort && availableSorts(params, scope).includes(params.sort) ? params.sort : undefined;
  return {
    q: params.q,
    vacancyTypes,
    categoryIds: listItems(params.category),
    ageGroupIds: listItems(params.age),
    organizationIds: listItems(params.organization),
    place: params.place,
    distance: params.place ? (params.distance ?? VACANCY_SEARCH_LIMITS.distanceKm.default) : undefined,
    startsFrom: scope.hasActivities ? params.from : undefined,
    startsUntil: scope.hasActivities ? params.until : undefined,
    sort,
    page: params.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/** Whether any filter narrows the search (words and sort aside). */
export function hasFilters(params: VacancySearchParams): boolean {
  return Boolean(
    params.type || params.category || params.age || params.organization || params.place || params.from || params.until,
  );
}

/** How many filter choices are made: each ticked option, the place and each date. */
export function activeFilterCount(params: VacancySearchParams): number {
  return (
    listItems(params.type).length +
    listItems(params.category).length +
    listItems(params.age).length +
    listItems(params.organization).length +
    [params.place, params.from, params.until].filter(Boolean).length
  );
}

/** Number of pages for a total; at least one, so "page 1 of 1" reads well for no results. */
export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows: the first, the last and two either side of
 * the current one, with `null` where numbers are skipped.
 */
export function pagerPages(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - (pages[index - 1] as number) > 1 ? [null, page] : [page]));
}
