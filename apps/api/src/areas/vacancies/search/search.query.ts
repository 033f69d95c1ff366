import {
  commaListItems,
  VACANCY_SEARCH_LIMITS,
  VACANCY_SEARCH_RULE_REASONS,
  VACANCY_SEARCH_SORTS,
  vacancySearchSchema,
  type VacancySearch,
  type VacancySearchInput,
  type VacancySearchSort,
  type VacancyType,
} from '@platform/contracts';
import * as v from 'valibot';
import { ApiError } from '../../../platform/http/errors';
import { parseListQuery, type ListQuery, type ListQueryRules } from '../../../platform/http/json-api';
import { QUERY_YEARS } from '../activity-schedule';
import type { MessageKey } from '../../../platform/i18n/messages';

export type SearchSort = VacancySearchSort;

const SEARCH_INCLUDES = ['organization', 'categories', 'age_groups'] as const;

/** Each field of the search (libs/contracts) as the query string names it. */
const PARAMETERS = {
  q: 'q',
  vacancyTypes: 'filter[vacancy_type]',
  categoryIds: 'filter[category_id]',
  ageGroupIds: 'filter[age_group_id]',
  organizationIds: 'filter[organization_id]',
  place: 'filter[place]',
  latitude: 'filter[latitude]',
  longitude: 'filter[longitude]',
  distance: 'filter[distance]',
  startsFrom: 'filter[starts_from]',
  startsUntil: 'filter[starts_until]',
  sort: 'sort',
  page: 'page[number]',
} as const satisfies Record<keyof VacancySearchInput, string>;

type Field = keyof typeof PARAMETERS;

/** The query the search reads (its docs are declared with them). */
export const SEARCH_QUERY_RULES: ListQueryRules = {
  includes: SEARCH_INCLUDES,
  filters: Object.values(PARAMETERS).flatMap((parameter) => /^filter\[(\w+)\]$/.exec(parameter)?.[1] ?? []),
  sorts: [...new Set(VACANCY_SEARCH_SORTS.map((sort) => sort.replace(/^-/, '')))],
  extra: ['q'],
  pageSize: VACANCY_SEARCH_LIMITS.pageSize,
  // Room for VACANCY_SEARCH_LIMITS.ids uuids with their commas.
  maxFilterLength: VACANCY_SEARCH_LIMITS.ids * 37,
};

/** Where to measure from: a named place (geocoded by the service) or a point, and the radius. */
type SearchOrigin =
  | { kind: 'place'; place: string; distanceKm: number }
  | { kind: 'point'; latitude: number; longitude: number; distanceKm: number };

/** A parsed, checked `GET /vacancies/search` (docs/api.md). */
export type VacancySearchRequest = {
  text?: string;
  vacancyTypes?: VacancyType[];
  categoryIds?: string[];
  ageGroupIds?: string[];
  organizationIds?: string[];
  origin?: SearchOrigin;
  /** Calendar days (yyyy-mm-dd) of the activity range, either end optional. */
  startsFrom?: string;
  startsUntil?: string;
  sort: SearchSort;
  page: ListQuery['page'];
  include: Set<string>;
  fields: ListQuery['fields'];
};

type Problem = { detailKey?: MessageKey; params?: Record<string, string | number>; reason?: string };

/** A 400 naming the parameter as sent, with a specific sentence where there is one. */
export function invalidParameter(parameter: string, problem: Problem = {}): ApiError {
  return new ApiError('INVALID_QUERY_PARAMETER', {
    parameter,
    detailKey: problem.detailKey,
    params: { parameter, ...problem.params },
    reason: problem.reason,
  });
}

// A number as written in a query: no exponents, hex or `NaN`; anything else reads as NaN, which the schema refuses.
const decimal = /^[+-]?\d{1,3}(\.\d{1,12})?$/;
const numberOf = (raw: string | undefined) => (raw === undefined ? undefined : decimal.test(raw.trim()) ? Number(raw) : Number.NaN);

const RANGES = {
  latitude: VACANCY_SEARCH_LIMITS.latitude,
  longitude: VACANCY_SEARCH_LIMITS.longitude,
  distance: VACANCY_SEARCH_LIMITS.distanceKm,
} as const;

const RULE_SENTENCES: Partial<Record<string, MessageKey>> = {
  [VACANCY_SEARCH_RULE_REASONS.dateOrder]: 'error.INVALID_QUERY_PARAMETER.date_order',
  [VACANCY_SEARCH_RULE_REASONS.needsLocation]: 'error.INVALID_QUERY_PARAMETER.needs_location',
};

const INVALID_DATE: Problem = { detailKey: 'error.INVALID_QUERY_PARAMETER.invalid_date', reason: 'invalid_date' };

const RULE_REASONS: readonly string[] = Object.values(VACANCY_SEARCH_RULE_REASONS);

/** The sentence for the first thing the schema refused: by the rule between fields, or by the field. */
function problemOf(field: Field, issue: v.BaseIssue<unknown>): Problem {
  if (RULE_REASONS.includes(issue.message)) {
    const detailKey = RULE_SENTENCES[issue.message];
    return detailKey ? { detailKey, reason: issue.message } : {};
  }
  if (field === 'latitude' || field === 'longitude' || field === 'distance') {
    const { min, max } = RANGES[field];
    return { detailKey: 'error.INVALID_QUERY_PARAMETER.out_of_range', params: { min, max }, reason: 'out_of_range' };
  }
  if (field === 'startsFrom' || field === 'startsUntil') return INVALID_DATE;
  if (issue.type === 'max_length' && (field === 'q' || field === 'place')) {
    return { detailKey: 'error.INVALID_QUERY_PARAMETER.too_long', params: { max: Number(issue.requirement) }, reason: 'too_long' };
  }
  return {};
}

const isQueryYear = (day: string | undefined) =>
  day === undefined || (Number(day.slice(0, 4)) >= QUERY_YEARS.first && Number(day.slice(0, 4)) <= QUERY_YEARS.last);

/**
 * Reads the query string of a search and checks it with the search schema
 * the apps share (libs/contracts), refusing every bad parameter with a 400
 * that names it. The feeds read it with their own `rules` (their extra
 * parameters, includes and page size; the same filters).
 */
export function parseSearchRequest(query: unknown, rules: ListQueryRules = SEARCH_QUERY_RULES): VacancySearchRequest {
  const parsed = parseListQuery(query, rules);
  const { filters } = parsed;
  if (parsed.sort.length > 1) throw invalidParameter('sort');
  const [order] = parsed.sort;
  const list = (name: string) => {
    const raw = filters.get(name);
    return raw === undefined ? undefined : commaListItems(raw);
  };

  const input: Record<Field, unknown> = {
    q: (query as Record<string, unknown>).q,
    vacancyTypes: list('vacancy_type'),
    categoryIds: list('category_id'),
    ageGroupIds: list('age_group_id'),
    organizationIds: list('organization_id'),
    place: filters.get('place'),
    latitude: numberOf(filters.get('latitude')),
    longitude: numberOf(filters.get('longitude')),
    distance: numberOf(filters.get('distance')),
    startsFrom: filters.get('starts_from'),
    startsUntil: filters.get('starts_until'),
    sort: order ? `${order.descending ? '-' : ''}${order.field}` : undefined,
    page: parsed.page.number,
  };
  const result = v.safeParse(vacancySearchSchema, input);
  if (!result.success) {
    const [issue] = result.issues;
    const field = issue.path?.[0]?.key as Field;
    throw invalidParameter(PARAMETERS[field], problemOf(field, issue));
  }
  const search = result.output;
  // The activity calendar's years: beyond them no occurrence is ever stored.
  for (const field of ['startsFrom', 'startsUntil'] as const) {
    if (!isQueryYear(search[field])) throw invalidParameter(PARAMETERS[field], INVALID_DATE);
  }
  const origin = originOf(search);
  return {
    ...(search.q ? { text: search.q } : {}),
    ...(search.vacancyTypes ? { vacancyTypes: search.vacancyTypes } : {}),
    ...(search.categoryIds ? { categoryIds: search.categoryIds } : {}),
    ...(search.ageGroupIds ? { ageGroupIds: search.ageGroupIds } : {}),
    ...(search.organizationIds ? { organizationIds: search.organizationIds } : {}),
    ...(origin ? { origin } : {}),
    ...(search.startsFrom ? { startsFrom: search.startsFrom } : {}),
    ...(search.startsUntil ? { startsUntil: search.startsUntil } : {}),
    sort: search.sort ?? (search.q ? 'relevance' : '-published_at'),
    page: parsed.page,
    include: parsed.include,
    fields: parsed.fields,
  };
}

/** Where the search measures from, with the radius; the schema has made sure a radius comes with one. */
function originOf(search: VacancySearch): SearchOrigin | undefined {
  const distanceKm = search.distance ?? VACANCY_SEARCH_LIMITS.distanceKm.default;
  if (search.place) return { kind: 'place', place: search.place, distanceKm };
  if (search.latitude !== undefined && search.longitude !== undefined) {
    return { kind: 'point', latitude: search.latitude, longitude: search.longitude, distanceKm };
  }
  return undefined;
}
