import { deserialise } from 'kitsu-core';
import { fromWireName, toWireName } from '@platform/contracts';

/** Query values as the API reads them: `include=a,b`, `filter[x]=…`, `page[size]=…`. */
export type QueryParams = Record<
  string,
  string | number | boolean | readonly (string | number)[] | undefined
>;

/** A JSON:API read, flattened: resources carry their attributes and related resources inline. */
export type ApiDocument<T> = {
  data: T;
  meta: Record<string, unknown>;
  links?: Record<string, unknown>;
};

// Only snake_case identifiers are renamed. Keys such as shade steps ("50") or
// CSS custom properties ("--header-height") are data, and renaming them would
// corrupt it.
const SNAKE_IDENTIFIER = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const CAMEL_IDENTIFIER = /^[a-z][a-zA-Z0-9]*$/;

/**
 * kitsu-core links relationships to the resources of the whole document, the
 * primary data included, so a document can be circular (a menu's items point
 * back at the menu). A resource met again inside itself becomes its
 * identifier (`{ id, type }`), which keeps the result a tree that query
 * caches can compare and serialise.
 */
function mapKeys(
  value: unknown,
  rename: (key: string) => string,
  ancestors: Set<object> = new Set(),
): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (ancestors.has(value)) {
    const { id, type } = value as { id?: unknown; type?: unknown };
    return { id, type };
  }
  ancestors.add(value);
  const mapped = Array.isArray(value)
    ? value.map((item) => mapKeys(item, rename, ancestors))
    : Object.fromEntries(
        Object.entries(value).map(([key, item]) => [rename(key), mapKeys(item, rename, ancestors)]),
      );
  ancestors.delete(value);
  return mapped;
}

/** Deeply renames `snake_case` keys to `camelCase` (`footer_column_1_title` → `footerColumn1Title`). */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return mapKeys(value, (key) => (SNAKE_IDENTIFIER.test(key) ? fromWireName(key) : key)) as T;
}

/** Deeply renames `camelCase` keys to `snake_case` (`footerColumn1Title` → `footer_column_1_title`). */
export function snakeizeKeys<T = unknown>(value: unknown): T {
  return mapKeys(value, (key) => (CAMEL_IDENTIFIER.test(key) ? toWireName(key) : key)) as T;
}

type RawDocument = {
  data?: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
  links?: Record<string, unknown>;
};

/**
 * Flattens a JSON:API document: attributes and included relations are merged
 * into each resource (`user.roles` is an array of role objects) and all keys
 * are camelCased. `meta` and `links` stay beside `data`.
 */
export function deserialiseDocument<T>(document: unknown): ApiDocument<T> {
  const raw = (document ?? {}) as RawDocument;
  // Hoisting only { data, included } keeps the document's own shape stable,
  // while relationship wrappers ({ data: … }) collapse into the related resource.
  const data =
    raw.data === undefined || raw.data === null
      ? null
      : deserialise({ data: raw.data, included: raw.included ?? [] }, { hoistData: true });
  return {
    data: camelizeKeys<T>(data),
    meta: camelizeKeys<Record<string, unknown>>(raw.meta ?? {}),
    ...(raw.links ? { links: camelizeKeys<Record<string, unknown>>(raw.links) } : {}),
  };
}

/** What a write sends: the resource type, its id for updates, and camelCase attributes. */
export type ResourceInput = {
  type: string;
  id?: string;
  attributes: Record<string, unknown>;
};

/** Builds a JSON:API write body `{ data: { type, id, attributes } }` with snake_case attributes. */
export function serialiseResource({ type, id, attributes }: ResourceInput) {
  return {
    data: { type, ...(id === undefined ? {} : { id }), attributes: snakeizeKeys(attributes) },
  };
}

/** Encodes query parameters; arrays become comma-joined lists as JSON:API expects for `include`. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
}
