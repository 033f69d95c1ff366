import {
  commaListItems,
  POOL_SEARCH_LIMITS,
  poolSearchFieldsSchema,
  type PoolSearchFields,
} from '@platform/contracts';
import * as v from 'valibot';
import { parseListQuery, type ListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { invalidParameter } from '../vacancies/search/search.query';

/** Each field of a pool search (libs/contracts) as the query string names it. */
const PARAMETERS = {
  q: 'filter[q]',
  categoryIds: 'filter[category_id]',
  skills: 'filter[skill]',
  languages: 'filter[language]',
  availability: 'filter[availability]',
  ageGroupIds: 'filter[age_group_id]',
  wantsOneToOne: 'filter[one_to_one]',
  place: 'filter[place]',
  distance: 'filter[distance]',
  vacancyId: 'filter[vacancy_id]',
  page: 'page[number]',
} as const satisfies Record<keyof PoolSearchFields, string>;

type Field = keyof typeof PARAMETERS;
const LISTS = new Set<Field>(['categoryIds', 'skills', 'languages', 'availability', 'ageGroupIds']);

/** The query `GET /volunteer_profiles` reads (its docs are declared with them). */
export const POOL_QUERY_RULES: ListQueryRules = {
  filters: Object.values(PARAMETERS).flatMap(
    (parameter) => /^filter\[(\w+)\]$/.exec(parameter)?.[1] ?? [],
  ),
  pageSize: POOL_SEARCH_LIMITS.pageSize,
  // Room for POOL_SEARCH_LIMITS.ids uuids with their commas.
  maxFilterLength: POOL_SEARCH_LIMITS.ids * 37,
};

/** A parsed, checked pool search (docs/api.md, "Volunteer pool"). */
export type PoolSearchRequest = Partial<Omit<PoolSearchFields, 'page'>> & {
  page: ListQuery['page'];
  fields: ListQuery['fields'];
};

// A number as written in a query: digits with an optional fraction; anything else reads as NaN, which the schema refuses.
const numberOf = (raw: string) =>
  /^\d{1,4}(\.\d{1,6})?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
const booleanOf = (raw: string) => ({ true: true, false: false })[raw.trim()] ?? raw;

/** The value of one parameter as the schema reads it. */
function inputOf(field: Field, raw: string): unknown {
  if (LISTS.has(field)) return commaListItems(raw);
  if (field === 'distance') return numberOf(raw);
  if (field === 'wantsOneToOne') return booleanOf(raw);
  return raw;
}

/**
 * Reads the query string of a pool search and checks each field with the
 * schema the portal shares (libs/contracts): comma lists as in the vacancy
 * search, and every bad parameter a 400 that names it, with a reason.
 */
export function parsePoolSearch(query: unknown): PoolSearchRequest {
  const parsed = parseListQuery(query, POOL_QUERY_RULES);
  const search: Record<string, unknown> = {};
  for (const field of Object.keys(PARAMETERS) as Field[]) {
    if (field === 'page') continue;
    const raw = parsed.filters.get(PARAMETERS[field].slice('filter['.length, -1));
    if (raw === undefined) continue;
    const result = v.safeParse(poolSearchFieldsSchema.entries[field], inputOf(field, raw));
    if (!result.success)
      throw invalidParameter(PARAMETERS[field], problemOf(field, result.issues[0]));
    if (result.output !== undefined) search[field] = result.output;
  }
  if (search.distance !== undefined && search.place === undefined) {
    throw invalidParameter(PARAMETERS.distance, {
      detailKey: 'error.INVALID_QUERY_PARAMETER.needs_location',
      reason: 'needs_location',
    });
  }
  return { ...(search as Partial<PoolSearchFields>), page: parsed.page, fields: parsed.fields };
}

function problemOf(
  field: Field,
  issue: v.BaseIssue<unknown>,
): Parameters<typeof invalidParameter>[1] {
  if (field === 'distance') {
    const { min, max } = POOL_SEARCH_LIMITS.distanceKm;
    return {
      detailKey: 'error.INVALID_QUERY_PARAMETER.out_of_range' as const,
      params: { min, max },
      reason: 'out_of_range',
    };
  }
  if (issue.type === 'max_length' && !LISTS.has(field)) {
    return {
      detailKey: 'error.INVALID_QUERY_PARAMETER.too_long' as const,
      params: { max: Number(issue.requirement) },
      reason: 'too_long',
    };
  }
  if (issue.type === 'max_length') return { reason: 'too_many' };
  return { reason: 'invalid' };
}
