import fp from 'fastify-plugin';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import { MAX_PAGE_SIZE, RESOURCE_ATTRIBUTES, toWireName, type ResourceType } from '@platform/contracts';
import { JSON_API_MEDIA_TYPE, type ListQueryRules } from './json-api';

// Route shapes for /api/docs, converted once from the contracts' valibot schemas
// (the one source of truth the services validate with) when a route is registered.

type AnySchema = v.GenericSchema;
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined> | v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

/** A JSON:API answer: one resource (or null) or a list, of one type, with the types it may include. */
type DocumentAnswer = { document: 'one' | 'many'; type: ResourceType; included?: readonly ResourceType[]; nullable?: boolean };
/**
 * Any other answer: a JSON shape (names snake_cased as they travel; a JSON:API
 * document with only `meta` says so with mediaType), or a body of another media
 * type (a CSV, a calendar, a file).
 */
type OtherAnswer = { json: AnySchema; mediaType?: string; description: string } | { mediaType: string; description: string };
type Answer = DocumentAnswer | OtherAnswer | null;

export type RouteShapes = {
  tags: string[];
  summary: string;
  /** The URL's parameters (`:id` …): every one must be declared (route-docs.test.ts). */
  params?: ObjectSchema;
  /** The rules the handler reads its query with (parseListQuery), so the docs list exactly what it accepts. */
  query?: ListQueryRules;
  /** Other query parameters, for a route that reads its own (a token, a search). */
  queryParams?: ObjectSchema;
  /** The JSON:API document a write reads: its `data.type` and the attributes schema the service validates with. */
  body?:
    | { type: string; attributes: AnySchema; relationships?: readonly string[]; /** `data` is a list of resources, each with its id. */ many?: true }
    | { /** A plain JSON body (names snake_cased as they travel). */ json: AnySchema }
    | { mediaType: string; description: string };
  /**
   * The answers it gives; a 500 only for a route that fails on purpose (the
   * developer test pages' server error, config `deliberateServerError`).
   */
  response: Partial<Record<200 | 201 | 202 | 204, Answer>> & { 500?: OtherAnswer };
};

const uuidParam = v.pipe(v.string(), v.uuid());

/** The URL parameters of a route whose records are named by their UUIDs, e.g. `byIds('id', 'questionId')`. */
export function byIds<const TName extends string>(...names: TName[]) {
  return v.object(Object.fromEntries(names.map((name) => [name, uuidParam])) as Record<TName, typeof uuidParam>);
}

/** The `:id` of a route whose record is named by its UUID. */
export const byId = byIds('id');

/** OpenAPI 3.0 (what @fastify/swagger writes): a nullable enum must list null itself (ajv holds it to that). */
function nullInEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullInEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullInEnums(value)])) as JsonSchema;
  return copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null) ? { ...copy, enum: [...copy.enum, null] } : copy;
}

const convert = (schema: AnySchema, typeMode: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...json } = toJsonSchema(schema, { target: 'openapi-3.0', typeMode, errorMode: 'ignore' });
  return nullInEnums(json) as JsonSchema;
};

/** Every property name snake_cased, however deep: attributes and the objects inside them travel so. */
function wireNames(json: JsonSchema): JsonSchema {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, part]) => {
        if (key === 'properties') return [key, Object.fromEntries(Object.entries(part as object).map(([name, schema]) => [toWireName(name), walk(schema)]))];
        if (key === 'required') return [key, (part as string[]).map(toWireName)];
        return [key, walk(part)];
      }),
    );
  };
  return walk(json) as JsonSchema;
}

const wireAttributes = (schema: AnySchema, typeMode: 'input' | 'output'): JsonSchema => wireNames(convert(schema, typeMode));

const identifier: JsonSchema = {
  type: 'object',
  required: ['type', 'id'],
  additionalProperties: false,
  properties: { type: { type: 'string' }, id: { type: 'string' } },
};
const relationship: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    data: { anyOf: [{ ...identifier, nullable: true }, { type: 'array', items: identifier }] },
    links: { type: 'object', additionalProperties: { type: 'string' } },
    meta: { type: 'object' },
  },
};
const links: JsonSchema = { type: 'object', additionalProperties: { type: 'string', nullable: true } };

/** The JSON:API type of a RESOURCE_ATTRIBUTES key (`users:member` is a `users`). */
const typeName = (key: string): string => key.split(':')[0]!;

function resourceSchema(type: ResourceType): JsonSchema {
  return {
    type: 'object',
    required: ['type', 'id', 'attributes'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: [typeName(type)] },
      id: { type: 'string' },
      attributes: wireAttributes(RESOURCE_ATTRIBUTES[type], 'output'),
      relationships: { type: 'object', additionalProperties: relationship },
      links,
      meta: { type: 'object' },
    },
  };
}

function documentSchema({ document, type, included = [], nullable }: DocumentAnswer): JsonSchema {
  const primary = resourceSchema(type);
  return {
    type: 'object',
    required: ['data'],
    additionalProperties: false,
    properties: {
      data: document === 'many' ? { type: 'array', items: primary } : nullable ? { ...primary, nullable: true } : primary,
      ...(included.length > 0 ? { included: { type: 'array', items: { anyOf: included.map(resourceSchema) } } } : {}),
      meta: { type: 'object' },
      links,
    },
  };
}

function answerSchema(answer: Answer): Record<string, unknown> {
  if (answer === null) return { description: 'No content', type: 'null' };
  if ('document' in answer) {
    const type = typeName(answer.type);
    const title = answer.document === 'many' ? `A list of ${type}` : `One of ${type}`;
    return { description: title, content: { [JSON_API_MEDIA_TYPE]: { schema: documentSchema(answer) } } };
  }
  if ('json' in answer) {
    return { description: answer.description, content: { [answer.mediaType ?? 'application/json']: { schema: wireAttributes(answer.json, 'output') } } };
  }
  return { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
}

function querySchema(rules: ListQueryRules | undefined, extra: ObjectSchema | undefined, types: ReadonlySet<string>): JsonSchema | undefined {
  if (!rules && !extra) return undefined;
  const properties: Record<string, JsonSchema> = {};
  if (rules) {
    const size = rules.pageSize ?? { default: undefined, max: MAX_PAGE_SIZE };
    if (rules.includes?.length) properties.include = { type: 'string', description: `Comma-separated, of: ${rules.includes.join(', ')}` };
    if (rules.sorts?.length) properties.sort = { type: 'string', description: `Comma-separated, '-' first for descending, of: ${rules.sorts.join(', ')}` };
    for (const filter of rules.filters ?? []) properties[`filter[${filter}]`] = { type: 'string', maxLength: rules.maxFilterLength ?? 255 };
    for (const name of rules.extra ?? []) properties[name] = { type: 'string' };
    properties['page[number]'] = { type: 'integer', minimum: 1 };
    properties['page[size]'] = { type: 'integer', minimum: 1, maximum: size.max };
    for (const type of types) {
      properties[`fields[${typeName(type)}]`] = { type: 'string', description: `Sparse fieldset: only these attributes and relationships of ${type} (comma-separated)` };
    }
  }
  if (extra) Object.assign(properties, convert(extra, 'input').properties);
  return { type: 'object', additionalProperties: false, properties };
}

function bodySchema(body: NonNullable<RouteShapes['body']>): Record<string, unknown> {
  if ('mediaType' in body) return { content: { [body.mediaType]: { schema: { type: 'string', format: 'binary', description: body.description } } } };
  if ('json' in body) return { content: { 'application/json': { schema: wireAttributes(body.json, 'input') } } };
  const data: JsonSchema = {
    type: 'object',
    required: ['type', 'attributes'],
    properties: {
      type: { type: 'string', enum: [body.type] },
      id: { type: 'string' },
      attributes: wireAttributes(body.attributes, 'input'),
      ...(body.relationships?.length
        ? { relationships: { type: 'object', properties: Object.fromEntries(body.relationships.map((name) => [name, relationship])) } }
        : {}),
    },
  };
  const listed: JsonSchema = { type: 'array', items: { ...data, required: ['type', 'id', 'attributes'] } };
  return { content: { [JSON_API_MEDIA_TYPE]: { schema: { type: 'object', required: ['data'], properties: { data: body.many ? listed : data } } } } };
}

/**
 * A route's Fastify `schema`: what /api/docs shows of its parameters, query,
 * body and answers. Documentation only: requests are validated where they were
 * (valibot in the services, JSON:API errors) and answers are written with
 * JSON.stringify, see routeSchemasPlugin.
 */
export function describeRoute(shapes: RouteShapes): FastifySchema {
  const types = new Set(
    Object.values(shapes.response).flatMap((answer) => (answer && 'document' in answer ? [answer.type, ...(answer.included ?? [])] : [])),
  );
  const querystring = querySchema(shapes.query, shapes.queryParams, types);
  return {
    tags: shapes.tags,
    summary: shapes.summary,
    ...(shapes.params ? { params: convert(shapes.params, 'input') } : {}),
    ...(querystring ? { querystring } : {}),
    ...(shapes.body ? { body: bodySchema(shapes.body) } : {}),
    response: Object.fromEntries(Object.entries(shapes.response).map(([status, answer]) => [status, answerSchema(answer)])),
  } as FastifySchema;
}

type ResponseSchemas = Record<string, { content?: Record<string, { schema: JsonSchema }> }>;

/** Drops `required` from every attributes object: a sparse fieldset (fields[type]=…) leaves any of them out. */
function withoutRequiredAttributes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequiredAttributes);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'attributes' && typeof value === 'object' && value !== null && 'properties' in value
        ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'required'))
        : withoutRequiredAttributes(value),
    ]),
  );
}

/**
 * Keeps the declared schemas out of request handling, so nothing changes for
 * a client: Fastify would validate params, query and body with ajv and answer
 * its own untranslated 400s (the services validate and translate instead), and
 * would write answers with fast-json-stringify, which drops every property a
 * schema does not name (answers stay JSON.stringify: measured no steady gain,
 * tools/bench/answer-serialisation.mjs and docs/performance.md). With `checkAnswers` (the API tests) every 2xx
 * JSON answer is checked against its declared schema, and one that does not
 * match becomes a 500 naming what is wrong, so the module tests prove the
 * shapes the docs promise.
 */
export const routeSchemasPlugin = fp<{ checkAnswers: boolean }>(
  async (app, { checkAnswers }) => {
    app.setValidatorCompiler(() => () => true);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    if (!checkAnswers) return;

    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    // Compiled on first use, per schema and kind (a sparse fieldset's is needed rarely).
    const compiled = { full: new WeakMap<object, ValidateFunction>(), sparse: new WeakMap<object, ValidateFunction>() };
    const validatorOf = (schema: JsonSchema, kind: 'full' | 'sparse') => {
      let validate = compiled[kind].get(schema);
      if (!validate) {
        validate = ajv.compile(kind === 'full' ? schema : (withoutRequiredAttributes(schema) as JsonSchema));
        compiled[kind].set(schema, validate);
      }
      return validate;
    };
    const hasSparseFieldsets = (request: FastifyRequest) => Object.keys((request.query ?? {}) as object).some((key) => key.startsWith('fields['));

    // On the text sent, so answers written as JSON text (the vacancy search) are checked too.
    app.addHook('onSend', async (request, reply, payload) => {
      const status = reply.statusCode;
      const mediaType = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
      if (status < 200 || status > 299 || typeof payload !== 'string' || !mediaType.endsWith('json')) return payload;
      const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined;
      if (!responses) return payload;
      const declared = responses[String(status)];
      const schema = declared?.content?.[mediaType]?.schema;
      const problem = !declared
        ? `status ${status} is not declared`
        : !schema
          ? `no ${mediaType} answer is declared for status ${status}`
          : (() => {
              const validate = validatorOf(schema, hasSparseFieldsets(request) ? 'sparse' : 'full');
              return validate(JSON.parse(payload)) ? undefined : ajv.errorsText(validate.errors, { dataVar: 'answer' });
            })();
      if (!problem) return payload;
      const detail = `${request.method} ${request.routeOptions.url}: the answer does not match its declared shape: ${problem}`;
      process.stderr.write(`${detail}\n${payload.slice(0, 2000)}\n`);
      reply.code(500);
      return JSON.stringify({ errors: [{ status: '500', code: 'ANSWER_SHAPE', title: 'Answer does not match its declared shape', detail }] });
    });
  },
  { name: 'route-schemas' },
);
