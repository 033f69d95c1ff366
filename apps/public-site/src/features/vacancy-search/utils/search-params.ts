import {
  SEARCH_DISTANCE,
  VACANCY_SEARCH_SORTS,
  type VacancySearchQuery,
  type VacancySearchSort,
} from '@platform/api-client';
import { VACANCY_TYPES, type VacancyType } from '@platform/contracts';
import * as v from 'valibot';

/** Results per page of the vacancy bank. */
export const SEARCH_PAGE_SIZE = 20;

/** The radius choices offered next to a place, in km. */
export const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;

/** Longest search text the API accepts. */
const MAX_QUERY_LENGTH = 200;

// TanStack Router parses each search value as JSON first, so `?q=2026` arrives
// as a number and `?q=true` as a boolean: text fields take those back as text.
const text = (maxLength: number) =>
  v.pipe(
    v.union([v.string(), v.number(), v.boolean()]),
    v.transform(String),
    v.trim(),
    v.maxLength(maxLength),
    v.transform((value) => value || undefined),
  );

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = v.pipe(
  v.string(),
  v.regex(ISO_DATE),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
);

/** A comma-separated list in the URL (`?category=a,b`): shorter and more readable than JSON arrays. */
const list = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.transform((value) =>
    [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))].join(',') || undefined,
  ),
);

// A value that does not fit is dropped rather than failing the page: a
// mangled shared link still opens the vacancy bank.
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/**
 * The vacancy bank's search in the URL (`validateSearch`), so a search is a
 * link to share and back and forward step through searches. Lists are
 * comma-separated; unknown or malformed values are dropped.
 */
export const vacancySearchParamsSchema = v.object({
  q: lenient(text(MAX_QUERY_LENGTH)),
  type: lenient(list),
  category: lenient(list),
  age: lenient(list),
  organization: lenient(list),
  place: lenient(text(100)),
  distance: lenient(
    v.pipe(v.number(), v.integer(), v.minValue(SEARCH_DISTANCE.min), v.maxValue(SEARCH_DISTANCE.max)),
  ),
  from: lenient(isoDate),
  until: lenient(isoDate),
  sort: lenient(v.picklist(VACANCY_SEARCH_SORTS)),
  page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
});

export type VacancySearchParams = v.InferOutput<typeof vacancySearchParamsSchema>;

/** The items of a comma-separated URL list. */
export function listItems(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/** The list with `item` added, or removed when it is there; `undefined` when it ends up empty. */
export function toggleListItem(value: string | undefined, item: string): string | undefined {
  const items = listItems(value);
  const next = items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
  return next.length > 0 ? next.join(',') : undefined;
}

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
    distance: params.place ? (params.distance ?? SEARCH_DISTANCE.default) : undefined,
    startsFrom: scope.hasActivities ? params.from : undefined,
    startsUntil: scope.hasActivities ? params.until : undefined,
    sort,
    page: params.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/** The vacancy types a tenant offers: p2p and activities only where their features are on. */
export function allowedVacancyTypes(features: { peerToPeer: boolean; activities: boolean }): VacancyType[] {
  return VACANCY_TYPES.filter(
    (type) => (type !== 'p2p' || features.peerToPeer) && (type !== 'activity' || features.activities),
  );
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
