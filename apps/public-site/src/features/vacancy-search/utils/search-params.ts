import type { VacancySearchQuery } from '@platform/api-client';
import {
  VACANCY_SEARCH_LIMITS,
  VACANCY_SEARCH_SORTS,
  vacancySearchFieldsSchema,
  type VacancySearchSort,
  type VacancyType,
} from '@platform/contracts';
import { offeredVacancyTypes, type TenantFeatures } from '@platform/tenancy';
import { listItems, listParam, optionalParam, textParamOf } from '@platform/ui';
import * as v from 'valibot';

/** Results per page of the vacancy bank. */
export const SEARCH_PAGE_SIZE = VACANCY_SEARCH_LIMITS.pageSize.default;

/** The radius choices offered next to a place, in km. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;

const fields = vacancySearchFieldsSchema.entries;

/**
 * The vacancy bank's search in the URL (`validateSearch`), so a search is a
 * link to share and back and forward step through searches. Each value is
 * checked as the API checks that field (libs/contracts); lists are
 * comma-separated; a value that does not fit is dropped, so a mangled shared
 * link still opens the vacancy bank.
 */
export const vacancySearchParamsSchema = v.object({
  q: optionalParam(textParamOf(fields.q)),
  type: optionalParam(listParam(fields.vacancyTypes)),
  category: optionalParam(listParam(fields.categoryIds)),
  age: optionalParam(listParam(fields.ageGroupIds)),
  organization: optionalParam(listParam(fields.organizationIds)),
  place: optionalParam(textParamOf(fields.place)),
  distance: optionalParam(fields.distance),
  from: optionalParam(fields.startsFrom),
  until: optionalParam(fields.startsUntil),
  sort: optionalParam(fields.sort),
  page: optionalParam(fields.page),
});

export type VacancySearchParams = v.InferOutput<typeof vacancySearchParamsSchema>;

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
