import { ApiError } from './errors';
import { isUuid, type ListQuery } from './json-api';

/** The 400 for a `filter[name]` whose value can match nothing valid. */
export function invalidFilter(name: string): ApiError {
  const parameter = `filter[${name}]`;
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

/** `filter[name]` when it is one of `options`; another value is a 400. */
export function pickedFilter<T extends string>(
  filters: ListQuery['filters'],
  name: string,
  options: readonly T[],
): T | undefined {
  const value = filters.get(name);
  if (value === undefined) return undefined;
  if (!(options as readonly string[]).includes(value)) throw invalidFilter(name);
  return value as T;
}

/** `filter[name]` as a lower-case uuid; another value is a 400. */
export function uuidFilter(filters: ListQuery['filters'], name: string): string | undefined {
  const value = filters.get(name);
  if (value === undefined) return undefined;
  if (!isUuid(value)) throw invalidFilter(name);
  return value.toLowerCase();
}

/**
 * `filter[name]` as a comma-separated list of at most `max` uuids (any of
 * them), lower-case and without repeats; an empty list, a longer one or
 * another value is a 400.
 */
export function uuidListFilter(filters: ListQuery['filters'], name: string, max: number): string[] | undefined {
  const value = filters.get(name);
  if (value === undefined) return undefined;
  const ids = [...new Set(value.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))];
  if (ids.length === 0 || ids.length > max || !ids.every(isUuid)) throw invalidFilter(name);
  return ids;
}

/**
 * `filter[name]` as a day (`yyyy-mm-dd`, UTC; with `endOfDay` its last
 * millisecond, so the day is included) or a timestamp; another value is a 400.
 */
export function dateFilter(
  filters: ListQuery['filters'],
  name: string,
  endOfDay: boolean,
): Date | undefined {
  const value = filters.get(name);
  if (value === undefined) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`)
    : new Date(value);
  if (Number.isNaN(day.getTime())) throw invalidFilter(name);
  return day;
}
