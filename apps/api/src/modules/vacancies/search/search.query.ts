import { VACANCY_TYPES, type VacancyType } from '@platform/contracts';
import { ApiError } from '../../../http/errors';
import { isUuid, parseListQuery, type ListQuery, type ListQueryRules } from '../../../http/json-api';
import { QUERY_YEARS } from '../../activities/activity-schedule';
import type { MessageKey } from '../../../i18n/messages';

/** The orders of docs/api.md; `relevance` without words falls back to the newest first. */
const SEARCH_SORTS = ['relevance', '-published_at', 'published_at', 'distance', 'starts_at'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const SEARCH_INCLUDES = ['organization', 'categories', 'age_groups'] as const;

/** Limits of docs/api.md. */
const SEARCH_LIMITS = {
  textLength: 200,
  placeLength: 100,
  distanceKm: { min: 1, max: 200, default: 10 },
  pageSize: { default: 20, max: 50 },
  /** Ids in one list filter; enough for every category a tenant has. */
  ids: 50,
} as const;

const FILTERS = [
  'vacancy_type',
  'category_id',
  'age_group_id',
  'organization_id',
  'place',
  'latitude',
  'longitude',
  'distance',
  'starts_from',
  'starts_until',
] as const;

const rules: ListQueryRules = {
  includes: SEARCH_INCLUDES,
  filters: FILTERS,
  sorts: ['relevance', 'published_at', 'distance', 'starts_at'],
  extra: ['q'],
  pageSize: SEARCH_LIMITS.pageSize,
  // Room for SEARCH_LIMITS.ids uuids with their commas.
  maxFilterLength: SEARCH_LIMITS.ids * 37,
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

const filterName = (name: string) => `filter[${name}]`;

function list(filters: Map<string, string>, name: string): string[] | undefined {
  const raw = filters.get(name);
  if (raw === undefined) return undefined;
  const values = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  if (values.length === 0 || values.length > SEARCH_LIMITS.ids) throw invalidParameter(filterName(name));
  return values;
}

function idList(filters: Map<string, string>, name: string): string[] | undefined {
  const values = list(filters, name);
  if (values?.some((value) => !isUuid(value))) throw invalidParameter(filterName(name));
  return values?.map((value) => value.toLowerCase());
}

const decimal = /^[+-]?\d{1,3}(\.\d{1,12})?$/;

function number(filters: Map<string, string>, name: string, min: number, max: number): number | undefined {
  const raw = filters.get(name)?.trim();
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!decimal.test(raw) || value < min || value > max) {
    throw invalidParameter(filterName(name), { detailKey: 'error.INVALID_QUERY_PARAMETER.out_of_range', params: { min, max }, reason: 'out_of_range' });
  }
  return value;
}

function calendarDay(filters: Map<string, string>, name: string): string | undefined {
  const raw = filters.get(name)?.trim();
  if (raw === undefined) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== raw || date.getUTCFullYear() < QUERY_YEARS.first || date.getUTCFullYear() > QUERY_YEARS.last) {
    throw invalidParameter(filterName(name), { detailKey: 'error.INVALID_QUERY_PARAMETER.invalid_date', reason: 'invalid_date' });
  }
  return raw;
}

function origin(filters: Map<string, string>): SearchOrigin | undefined {
  const place = filters.get('place')?.trim();
  const latitude = number(filters, 'latitude', -90, 90);
  const longitude = number(filters, 'longitude', -180, 180);
  const { min, max } = SEARCH_LIMITS.distanceKm;
  const distanceKm = number(filters, 'distance', min, max) ?? SEARCH_LIMITS.distanceKm.default;
  if (place !== undefined && place.length > SEARCH_LIMITS.placeLength) {
    throw invalidParameter(filterName('place'), {
      detailKey: 'error.INVALID_QUERY_PARAMETER.too_long',
      params: { max: SEARCH_LIMITS.placeLength },
      reason: 'too_long',
    });
  }
  if (place && (latitude !== undefined || longitude !== undefined)) throw invalidParameter(filterName(latitude !== undefined ? 'latitude' : 'longitude'));
  if (place) return { kind: 'place', place, distanceKm };
  if (place === '') throw invalidParameter(filterName('place'));
  if (latitude !== undefined && longitude !== undefined) return { kind: 'point', latitude, longitude, distanceKm };
  for (const name of ['latitude', 'longitude', 'distance']) {
    if (filters.has(name)) {
      throw invalidParameter(filterName(name), { detailKey: 'error.INVALID_QUERY_PARAMETER.needs_location', reason: 'needs_location' });
    }
  }
  return undefined;
}

/** Reads the query string of a search, refusing every bad parameter with a 400 that names it. */
export function parseSearchRequest(query: unknown): VacancySearchRequest {
  const parsed = parseListQuery(query, rules);
  const { filters } = parsed;

  const rawText = (query as Record<string, unknown>).q;
  const text = typeof rawText === 'string' ? rawText.trim() : undefined;
  if (text !== undefined && text.length > SEARCH_LIMITS.textLength) {
    throw invalidParameter('q', { detailKey: 'error.INVALID_QUERY_PARAMETER.too_long', params: { max: SEARCH_LIMITS.textLength }, reason: 'too_long' });
  }

  const vacancyTypes = list(filters, 'vacancy_type');
  if (vacancyTypes?.some((type) => !(VACANCY_TYPES as readonly string[]).includes(type))) throw invalidParameter(filterName('vacancy_type'));

  const startsFrom = calendarDay(filters, 'starts_from');
  const startsUntil = calendarDay(filters, 'starts_until');
  if (startsFrom && startsUntil && startsUntil < startsFrom) {
    throw invalidParameter(filterName('starts_until'), { detailKey: 'error.INVALID_QUERY_PARAMETER.date_order', reason: 'date_order' });
  }

  const searchOrigin = origin(filters);
  if (parsed.sort.length > 1) throw invalidParameter('sort');
  const [order] = parsed.sort;
  const token = order ? `${order.descending ? '-' : ''}${order.field}` : undefined;
  if (token !== undefined && !(SEARCH_SORTS as readonly string[]).includes(token)) throw invalidParameter('sort');
  const sort = (token ?? (text ? 'relevance' : '-published_at')) as SearchSort;
  if (sort === 'distance' && !searchOrigin) {
    throw invalidParameter('sort', { detailKey: 'error.INVALID_QUERY_PARAMETER.needs_location', reason: 'needs_location' });
  }

  return {
    ...(text ? { text } : {}),
    ...(vacancyTypes ? { vacancyTypes: vacancyTypes as VacancyType[] } : {}),
    ...(filters.has('category_id') ? { categoryIds: idList(filters, 'category_id') } : {}),
    ...(filters.has('age_group_id') ? { ageGroupIds: idList(filters, 'age_group_id') } : {}),
    ...(filters.has('organization_id') ? { organizationIds: idList(filters, 'organization_id') } : {}),
    ...(searchOrigin ? { origin: searchOrigin } : {}),
    ...(startsFrom ? { startsFrom } : {}),
    ...(startsUntil ? { startsUntil } : {}),
    sort,
    page: parsed.page,
    include: parsed.include,
    fields: parsed.fields,
  };
}
