import * as v from 'valibot';
import { VACANCY_TYPES } from './enums';

/** The orders of a vacancy search (docs/api.md); `relevance` without words falls back to the newest first. */
export const VACANCY_SEARCH_SORTS = ['relevance', '-published_at', 'published_at', 'distance', 'starts_at'] as const;
export type VacancySearchSort = (typeof VACANCY_SEARCH_SORTS)[number];

/** Limits of a vacancy search (docs/api.md). */
export const VACANCY_SEARCH_LIMITS = {
  textLength: 200,
  placeLength: 100,
  /** Radius around a place or point in km; `default` where a place is given without one. */
  distanceKm: { min: 1, max: 200, default: 10 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  /** Results per page: the default is what the vacancy bank shows. */
  pageSize: { default: 20, max: 50 },
  /** Highest page number: the seven digits every JSON:API list accepts. */
  page: 9_999_999,
  /** Ids in one list filter; enough for every category a tenant has. */
  ids: 50,
} as const;

/** Reasons of the rules between fields, as the messages of their issues (the API sends them as `meta.reason`). */
export const VACANCY_SEARCH_RULE_REASONS = {
  /** The end of the date range lies before its start. */
  dateOrder: 'date_order',
  /** A radius, a lone coordinate or the distance order without a place or a point to measure from. */
  needsLocation: 'needs_location',
  /** Both a place and a point: one origin at a time. */
  oneOrigin: 'one_origin',
} as const;

/** A `yyyy-mm-dd` day that exists: 2026-02-30 is refused, as is any other form. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === value;
}

const between = ({ min, max }: { min: number; max: number }) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));
const list = <T extends v.GenericSchema<string, string>>(item: T) =>
  v.pipe(v.array(item), v.minLength(1), v.maxLength(VACANCY_SEARCH_LIMITS.ids));
const id = v.pipe(v.string(), v.uuid(), v.toLowerCase());
const calendarDay = v.pipe(v.string(), v.trim(), v.check(isCalendarDay));

/**
 * Each field of a vacancy search on its own, in the apps' terms: words
 * (trimmed; blank is no words), lists of types and ids, a place or a point
 * with a radius, a range of activity days, the order and the page. Apps that
 * read a search from elsewhere (the public site's URL) check each field with
 * these entries; {@link vacancySearchSchema} adds the rules between them.
 */
export const vacancySearchFieldsSchema = v.object({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(VACANCY_SEARCH_LIMITS.textLength),
    v.transform((value) => value || undefined),
  ),
  vacancyTypes: list(v.picklist(VACANCY_TYPES)),
  categoryIds: list(id),
  ageGroupIds: list(id),
  organizationIds: list(id),
  place: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(VACANCY_SEARCH_LIMITS.placeLength)),
  latitude: between(VACANCY_SEARCH_LIMITS.latitude),
  longitude: between(VACANCY_SEARCH_LIMITS.longitude),
  distance: between(VACANCY_SEARCH_LIMITS.distanceKm),
  startsFrom: calendarDay,
  startsUntil: calendarDay,
  sort: v.picklist(VACANCY_SEARCH_SORTS),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(VACANCY_SEARCH_LIMITS.page)),
});

const searchFields = v.partial(vacancySearchFieldsSchema);
type SearchFields = v.InferOutput<typeof searchFields>;

const hasOrigin = (search: SearchFields) =>
  Boolean(search.place) || (search.latitude !== undefined && search.longitude !== undefined);

// Refused on one field, so a refusal names the parameter it is about.
const rule = (field: keyof SearchFields, requirement: (search: SearchFields) => boolean, reason: string) =>
  v.forward(v.check<SearchFields, string>(requirement, reason), [field]);

/**
 * A vacancy search as `GET /vacancies/search` takes it: every field
 * optional, and, once each field is right, the rules between them: the date
 * range in order, one origin (a place or a point), and a radius, a lone
 * coordinate or the distance order only with one. Issues of these rules carry
 * a {@link VACANCY_SEARCH_RULE_REASONS} message.
 */
export const vacancySearchSchema = v.pipe(
  searchFields,
  rule('startsUntil', ({ startsFrom, startsUntil }) => !startsFrom || !startsUntil || startsFrom <= startsUntil, VACANCY_SEARCH_RULE_REASONS.dateOrder),
  rule('latitude', (search) => !search.place || search.latitude === undefined, VACANCY_SEARCH_RULE_REASONS.oneOrigin),
  rule('longitude', (search) => !search.place || search.longitude === undefined, VACANCY_SEARCH_RULE_REASONS.oneOrigin),
  rule('latitude', (search) => search.latitude === undefined || hasOrigin(search), VACANCY_SEARCH_RULE_REASONS.needsLocation),
  rule('longitude', (search) => search.longitude === undefined || hasOrigin(search), VACANCY_SEARCH_RULE_REASONS.needsLocation),
  rule('distance', (search) => search.distance === undefined || hasOrigin(search), VACANCY_SEARCH_RULE_REASONS.needsLocation),
  rule('sort', (search) => search.sort !== 'distance' || hasOrigin(search), VACANCY_SEARCH_RULE_REASONS.needsLocation),
);

export type VacancySearchInput = v.InferInput<typeof vacancySearchSchema>;
export type VacancySearch = v.InferOutput<typeof vacancySearchSchema>;
