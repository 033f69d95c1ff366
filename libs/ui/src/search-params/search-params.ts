import { commaListItems } from '@platform/contracts';
import * as v from 'valibot';

// Building blocks of the apps' `validateSearch` schemas (TanStack Router), so
// every page reads its URL the same way. The URL is typed by hand and shared,
// so nothing in it may fail a page: a value that does not fit is dropped.

/** A search parameter that is `undefined` when it is missing or does not fit `schema`, rather than failing the page. */
export function optionalParam<T extends v.GenericSchema>(schema: T) {
  return v.fallback(v.optional(schema), undefined);
}

/**
 * Text checked by `schema`. TanStack Router parses each search value as JSON
 * first, so `?q=2026` arrives as a number and `?q=true` as a boolean: they are
 * taken back as the text they were.
 */
export function textParamOf<T extends v.GenericSchema<string, unknown>>(schema: T) {
  return v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), schema);
}

/** Free text such as a search field: trimmed, at most `maxLength` characters; blank is no text. */
export function textParam(maxLength: number) {
  return textParamOf(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(maxLength),
      v.transform((value) => value || undefined),
    ),
  );
}

/** A page number of a list: a whole number from 1. */
export const pageParam = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000));

/** The id of a record. */
export const uuidParam = v.pipe(v.string(), v.uuid());

/** A `yyyy-mm-dd` day. */
export const isoDateParam = v.pipe(v.string(), v.isoDate());

/**
 * A comma-separated list (`?category=a,b`: shorter and more readable than a
 * JSON array), tidied (trimmed, without empty and repeated items) and checked
 * as an array by `schema`; it stays a comma-separated string in the URL, and
 * an empty list is none.
 */
export function listParam<T extends v.GenericSchema<string[], readonly string[]>>(schema: T) {
  return v.pipe(
    v.string(),
    v.transform(commaListItems),
    schema,
    v.transform((items) => items.join(',') || undefined),
  );
}

/** The items of a list parameter. */
export function listItems(value: string | undefined): string[] {
  return value ? commaListItems(value) : [];
}

/** The list parameter with `item` added, or removed when it is there; `undefined` when it ends up empty. */
export function toggleListItem(value: string | undefined, item: string): string | undefined {
  const items = listItems(value);
  const next = items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
  return next.length > 0 ? next.join(',') : undefined;
}
