import type { PoolSearchQuery } from '@platform/api-client';
import {
  AVAILABILITY_SLOTS,
  POOL_SEARCH_LIMITS,
  poolSearchFieldsSchema,
  PROFILE_LANGUAGES,
  type AvailabilitySlot,
  type ProfileLanguage,
} from '@platform/contracts';
import { listItems, listParam, optionalParam, textParamOf } from '@platform/ui';
import * as v from 'valibot';

/** Profiles per page: the API's default page. */
export const POOL_PAGE_SIZE = POOL_SEARCH_LIMITS.pageSize.default;

/** The radius choices offered next to a place, in km. */
export const POOL_DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;

const fields = poolSearchFieldsSchema.entries;

/**
 * The pool search in the URL (`validateSearch`), so a search is a link and
 * back and forward step through searches. Each value is checked as the API
 * checks that field (libs/contracts); lists are comma-separated; a value that
 * does not fit is dropped, so a mangled link still opens the pool.
 */
export const poolSearchParamsSchema = v.object({
  q: optionalParam(textParamOf(fields.q)),
  category: optionalParam(listParam(fields.categoryIds)),
  skill: optionalParam(listParam(fields.skills)),
  language: optionalParam(listParam(fields.languages)),
  availability: optionalParam(listParam(fields.availability)),
  age: optionalParam(listParam(fields.ageGroupIds)),
  oneToOne: optionalParam(fields.wantsOneToOne),
  place: optionalParam(textParamOf(fields.place)),
  distance: optionalParam(fields.distance),
  vacancy: optionalParam(fields.vacancyId),
  page: optionalParam(fields.page),
});

export type PoolSearchParams = v.InferOutput<typeof poolSearchParamsSchema>;

const isLanguage = (value: string): value is ProfileLanguage =>
  (PROFILE_LANGUAGES as readonly string[]).includes(value);
const isSlot = (value: string): value is AvailabilitySlot =>
  (AVAILABILITY_SLOTS as readonly string[]).includes(value);

/** The API search for the URL's parameters; a place without a radius gets the API's default radius. */
export function toPoolSearchQuery(params: PoolSearchParams): PoolSearchQuery {
  return {
    q: params.q,
    categoryIds: listItems(params.category),
    skills: listItems(params.skill),
    languages: listItems(params.language).filter(isLanguage),
    availability: listItems(params.availability).filter(isSlot),
    ageGroupIds: listItems(params.age),
    wantsOneToOne: params.oneToOne,
    place: params.place,
    distance: params.place ? (params.distance ?? POOL_SEARCH_LIMITS.distanceKm.default) : undefined,
    vacancyId: params.vacancy,
    page: params.page,
  };
}

/** Whether anything narrows or ranks the search. */
export function hasPoolFilters(params: PoolSearchParams): boolean {
  const { page: _page, ...filters } = params;
  return Object.values(filters).some((value) => value !== undefined);
}

const joinedOrUndefined = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);

/**
 * The URL's search for what the form holds: a list of each ticked group,
 * blank fields left out, back to the first page. The distance goes only with
 * a place.
 */
export function searchFromForm(form: FormData): PoolSearchParams {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const list = (name: string) =>
    joinedOrUndefined(
      form.getAll(name).filter((value): value is string => typeof value === 'string'),
    );
  const place = text('place');
  const distance = Number(text('distance'));
  return v.parse(poolSearchParamsSchema, {
    q: text('q'),
    category: list('category'),
    skill: list('skill'),
    language: list('language'),
    availability: list('availability'),
    age: list('age'),
    oneToOne: form.get('oneToOne') === 'true' ? true : undefined,
    place,
    distance: place && Number.isFinite(distance) && distance > 0 ? distance : undefined,
    vacancy: text('vacancy'),
  });
}

/**
 * The options of a filter with the facet counts beside them: every choice
 * the search could give (a count above 0) or that is chosen, in the given
 * order.
 */
export function facetOptions(
  choices: readonly { value: string; label: string }[],
  counts: Partial<Record<string, number>>,
  chosen: readonly string[],
): { value: string; label: string; count: number }[] {
  return choices
    .filter(({ value }) => (counts[value] ?? 0) > 0 || chosen.includes(value))
    .map((choice) => ({ ...choice, count: counts[choice.value] ?? 0 }));
}
