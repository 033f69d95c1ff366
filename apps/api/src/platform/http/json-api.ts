import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, fromWireName, toWireName } from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue, type FieldReason } from './errors';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export type ResourceObject = {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
};
export type ResourceIdentifier = { type: string; id: string };

export type Document = {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
};

// Attribute names are few and serialised on every answer: each is converted once.
const wireNames = new Map<string, string>();
const wireNameOf = (key: string) => wireNames.get(key) ?? wireNames.set(key, toWireName(key)).get(key)!;

/** Builds a resource object, snake-casing attribute names for the wire. */
export function resource(
  type: string,
  id: string,
  attributes: Record<string, unknown>,
  relationships?: ResourceObject['relationships'],
): ResourceObject {
  const wireAttributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attributes)) wireAttributes[wireNameOf(key)] = value;
  return relationships ? { type, id, attributes: wireAttributes, relationships } : { type, id, attributes: wireAttributes };
}

/** Keeps one copy of each included resource, in first-seen order. */
export function uniqueResources(resources: ResourceObject[]): ResourceObject[] {
  const seen = new Map<string, ResourceObject>();
  for (const r of resources) seen.set(`${r.type}:${r.id}`, seen.get(`${r.type}:${r.id}`) ?? r);
  return [...seen.values()];
}

/** Applies `fields[type]=a,b` sparse fieldsets to primary and included resources. */
export function applySparseFieldsets(document: Document, fields: Map<string, Set<string>>): Document {
  if (fields.size === 0) return document;
  const trim = (r: ResourceObject): ResourceObject => {
    const wanted = fields.get(r.type);
    if (!wanted) return r;
    const attributes = Object.fromEntries(Object.entries(r.attributes).filter(([k]) => wanted.has(k)));
    const relationships = r.relationships
      ? Object.fromEntries(Object.entries(r.relationships).filter(([k]) => wanted.has(k)))
      : undefined;
    return { ...r, attributes, ...(relationships ? { relationships } : {}) };
  };
  return {
    ...document,
    data: Array.isArray(document.data) ? document.data.map(trim) : document.data && trim(document.data),
    ...(document.included ? { included: document.included.map(trim) } : {}),
  };
}

export type SortField = { field: string; descending: boolean };

export type ListQuery = {
  include: Set<string>;
  filters: Map<string, string>;
  sort: SortField[];
  page: { number: number; size: number };
  fields: Map<string, Set<string>>;
};

export type ListQueryRules = {
  includes?: readonly string[];
  /** Allowed filter names as written in `filter[...]`, e.g. `organization_id_eq`. */
  filters?: readonly string[];
  sorts?: readonly string[];
  defaultSort?: SortField[];
  /** Extra plain parameters a route accepts (e.g. `role` on remove_role). */
  extra?: readonly string[];
  /** Page sizes when the route's differ from the API's (DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE). */
  pageSize?: { default: number; max: number };
  /** Longest filter value accepted (255 characters unless said), e.g. for long lists of ids. */
  maxFilterLength?: number;
};

const bracketed = /^(\w+)\[([\w.]+)\]$/;

/**
 * Parses the JSON:API query parameters of a request and refuses anything the
 * route does not support with a 400 naming the parameter.
 */
export function parseListQuery(query: unknown, rules: ListQueryRules = {}): ListQuery {
  const result: ListQuery = {
    include: new Set(),
    filters: new Map(),
    sort: rules.defaultSort ?? [],
    page: { number: 1, size: rules.pageSize?.default ?? DEFAULT_PAGE_SIZE },
    fields: new Map(),
  };
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  for (const [key, raw] of entries) {
    const invalid = () => new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: key }, parameter: key });
    if (typeof raw !== 'string' || containsNul(raw)) throw invalid();
    if (key === 'include') {
      for (const name of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
        if (!rules.includes?.includes(name)) throw invalid();
        result.include.add(name);
      }
      continue;
    }
    if (key === 'sort') {
      result.sort = raw.split(',').map((s) => s.trim()).filter(Boolean).map((token) => {
        const descending = token.startsWith('-');
        const field = descending ? token.slice(1) : token;
        if (!rules.sorts?.includes(field)) throw invalid();
        return { field, descending };
      });
      continue;
    }
    if (rules.extra?.includes(key)) continue;
    const match = bracketed.exec(key);
    if (!match) throw invalid();
    const [, family, name] = match as unknown as [string, string, string];
    if (family === 'filter') {
      if (!rules.filters?.includes(name) || raw.length > (rules.maxFilterLength ?? 255)) throw invalid();
      result.filters.set(name, raw);
    } else if (family === 'page' && (name === 'number' || name === 'size')) {
      if (!/^\d{1,7}$/.test(raw)) throw invalid();
      const value = Number(raw);
      if (value < 1 || (name === 'size' && value > (rules.pageSize?.max ?? MAX_PAGE_SIZE))) throw invalid();
      result.page[name] = value;
    } else if (family === 'fields') {
      result.fields.set(name, new Set(raw.split(',').map((s) => s.trim()).filter(Boolean)));
    } else {
      throw invalid();
    }
  }
  return result;
}

/** Pagination links and meta for a list answer. */
export function paginate(
  url: string,
  page: ListQuery['page'],
  total: number,
): { links: Record<string, string | null>; meta: Record<string, number> } {
  const lastPage = Math.max(1, Math.ceil(total / page.size));
  const at = (number: number) => {
    const u = new URL(url, 'http://placeholder');
    u.searchParams.set('page[number]', String(number));
    u.searchParams.set('page[size]', String(page.size));
    return `${u.pathname}?${u.searchParams.toString()}`;
  };
  return {
    links: {
      self: at(page.number),
      first: at(1),
      prev: page.number > 1 ? at(Math.min(page.number - 1, lastPage)) : null,
      next: page.number < lastPage ? at(page.number + 1) : null,
      last: at(lastPage),
    },
    meta: { total, page_number: page.number, page_size: page.size, page_count: lastPage },
  };
}

/**
 * What a list route answers: one page of resources with pagination links and
 * meta (`total`, `page_*`, and the route's own `meta` beside them), trimmed to
 * the sparse fieldsets the query asked for.
 */
export function pageDocument(
  url: string,
  query: Pick<ListQuery, 'page' | 'fields'>,
  page: { data: ResourceObject[]; total: number; included?: ResourceObject[]; meta?: Record<string, unknown> },
): Document {
  const { links, meta } = paginate(url, query.page, page.total);
  const included = page.included ? { included: page.included } : {};
  return applySparseFieldsets({ data: page.data, ...included, links, meta: { ...meta, ...page.meta } }, query.fields);
}

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export type ParseResourceOptions<S extends ObjectSchema> = {
  /** Expected `data.type`. */
  type: string;
  schema: S;
  /** When set, `data.id` (if sent) must equal it. */
  id?: string;
  /** Also accept a bare `{ "role": … }`-like object of attributes: only where the spec names that body (add_role). */
  allowBareAttributes?: boolean;
};

/**
 * Reads `data.attributes` of a JSON:API write, camelises the names and
 * validates them with a contracts schema. Unknown attributes and every schema
 * issue become one 422 entry each, pointing at the attribute as sent.
 */
export function parseResourceDocument<S extends ObjectSchema>(
  body: unknown,
  options: ParseResourceOptions<S>,
): v.InferOutput<S> {
  const { attributes, basePointer } = extractAttributes(body, options);
  return validateAttributes(attributes, options.schema, basePointer);
}

/**
 * The attributes of a JSON:API write, with the pointer they sit at. The
 * document must be an object whose `data` is an object of the route's `type`
 * (required) with an `attributes` object; anything else is a 400 that names
 * where, before any attribute is looked at.
 */
export function extractAttributes(
  body: unknown,
  options: { type: string; id?: string; allowBareAttributes?: boolean },
): { attributes: Record<string, unknown>; basePointer: string } {
  if (!isPlainObject(body)) throw new ApiError('INVALID_DOCUMENT', { pointer: '' });
  if (!('data' in body)) {
    if (options.allowBareAttributes) return { attributes: body, basePointer: '' };
    throw new ApiError('INVALID_DOCUMENT', { pointer: '/data' });
  }
  const data = body.data;
  if (!isPlainObject(data)) throw new ApiError('INVALID_DOCUMENT', { pointer: '/data' });
  if (data.type !== options.type) {
    throw new ApiError('INVALID_DOCUMENT', {
      detailKey: 'error.INVALID_DOCUMENT.type_mismatch',
      params: { expected: options.type },
      pointer: '/data/type',
    });
  }
  if (options.id !== undefined && data.id !== undefined && String(data.id) !== options.id) {
    throw new ApiError('CONFLICT', { detailKey: 'error.INVALID_DOCUMENT.id_mismatch', pointer: '/data/id' });
  }
  const attributes = data.attributes;
  if (!isPlainObject(attributes)) {
    throw new ApiError('INVALID_DOCUMENT', { detailKey: 'error.INVALID_DOCUMENT.attributes', pointer: '/data/attributes' });
  }
  return { attributes, basePointer: '/data/attributes' };
}

/** Validates wire attributes (snake_case) against a camelCase contracts schema. */
export function validateAttributes<S extends ObjectSchema>(
  attributes: Record<string, unknown>,
  schema: S,
  basePointer: string,
): v.InferOutput<S> {
  const known = new Set(Object.keys(schema.entries));
  const camelised: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const [wireName, value] of Object.entries(attributes)) {
    const name = fromWireName(wireName);
    if (!known.has(name)) {
      issues.push({ pointer: `${basePointer}/${wireName}`, field: wireName, reason: 'unknown_attribute' });
      continue;
    }
    if (containsNul(value)) issues.push({ pointer: `${basePointer}/${wireName}`, field: wireName, reason: 'invalid' });
    camelised[name] = value;
  }
  const result = v.safeParse(schema, camelised);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = String(issue.path?.[0]?.key ?? '');
      const field = toWireName(key);
      issues.push({ pointer: `${basePointer}/${field}`, field, ...describeIssue(issue) });
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return (result as v.SafeParseResult<S> & { output: v.InferOutput<S> }).output;
}

/** A picklist issue names its options only in `expected`: `("a" | "b")`, or `"a"` for one option. */
function picklistOptions(expected: string | null): string {
  return (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .map((option) => option.replace(/^"(.*)"$/, '$1'))
    .join(', ');
}

/** The reason (and its parameters) a valibot issue is refused with, for the translated field message. */
export function describeIssue(issue: v.BaseIssue<unknown>): { reason: FieldReason; params?: Record<string, string | number> } {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'min_length':
      return issue.input === undefined || issue.input === ''
        ? { reason: 'required' }
        : { reason: 'too_short', params: { min: Number(requirement) } };
    case 'max_length':
      return { reason: 'too_long', params: { max: Number(requirement) } };
    case 'min_value':
      return { reason: 'too_small', params: { min: Number(requirement) } };
    case 'max_value':
      return { reason: 'too_large', params: { max: Number(requirement) } };
    case 'email':
      return { reason: 'invalid_email' };
    case 'url':
      return { reason: 'invalid_url' };
    case 'picklist':
      return { reason: 'invalid_choice', params: { options: Array.isArray(requirement) ? requirement.join(', ') : picklistOptions(issue.expected) } };
    case 'string':
    case 'number':
    case 'boolean':
    case 'array':
    case 'object':
      return issue.input === undefined ? { reason: 'required' } : { reason: 'invalid_type' };
    case 'partial_check': {
      // A check across fields (an image's alt text unless decorative) points at the field left empty.
      const value = issue.path?.at(-1)?.value;
      return value === undefined || value === '' ? { reason: 'required' } : { reason: 'invalid' };
    }
    default:
      return { reason: 'invalid' };
  }
}

// PostgreSQL text cannot hold a NUL character: refused as input rather than failing in the database with a 500.
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (isPlainObject(value)) return Object.values(value).some(containsNul);
  return false;
}

/** `value` with every object key renamed, however deep (arrays included), e.g. wire names to camelCase. */
export function renameKeysDeep(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeysDeep(item, rename));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, part]) => [rename(key), renameKeysDeep(part, rename)]));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids are UUIDs; anything else cannot name a record, so it is a 404, never a database error. */
export function requireUuid(value: string | undefined): string {
  if (!value || !uuidPattern.test(value)) throw new ApiError('NOT_FOUND');
  return value.toLowerCase();
}

export function isUuid(value: string | undefined): value is string {
  return !!value && uuidPattern.test(value);
}
