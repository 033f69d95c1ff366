/** @jest-environment node */
import { BLOCK_PROPS, BLOCK_TYPES, type BlockType } from '@platform/contracts';
import * as v from 'valibot';
import { BLOCK_EDITORS } from '../editor';
import type { FieldSpec } from './field-spec';

// The editors must match the schemas they edit: a field for every prop and no
// other, each of a kind the prop's schema can hold, and a new block that is
// valid once the editor has filled in what only a person can.

/** The parts of a valibot schema this test reads. */
type SchemaNode = {
  type: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
  pipe?: readonly { kind: string; type: string; requirement?: unknown; entries?: Record<string, SchemaNode> }[];
};

type Unwrapped = { node: SchemaNode; schema: v.GenericSchema; isOptional: boolean };

const asNode = (schema: unknown) => schema as SchemaNode;

/** The schema under `optional`/`nullable` wrappers, and whether it may be left out. */
function unwrap(schema: unknown): Unwrapped {
  let node = asNode(schema);
  let isOptional = false;
  while (node.wrapped && ['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable'].includes(node.type)) {
    if (node.type !== 'nullable') isOptional = true;
    node = node.wrapped;
  }
  return { node, schema: node as unknown as v.GenericSchema, isOptional };
}

/** An object schema's entries; a piped object (`blockImage`) keeps them on `pipe[0]` too. */
function entriesOf(node: SchemaNode): Record<string, SchemaNode> | undefined {
  return node.entries ?? node.pipe?.[0]?.entries;
}

/** The `requirement` of a piped validation (`min_length`, `max_value`, …), if there is one. */
function requirementOf(node: SchemaNode, type: string): unknown {
  return node.pipe?.find((action) => action.kind === 'validation' && action.type === type)?.requirement;
}

const sorted = (names: Iterable<string>) => [...names].sort();

/** Every problem found with `fields` against an object schema's `entries`, as `path: problem` lines. */
function checkFields(fields: readonly FieldSpec[], entries: Record<string, SchemaNode>, path: string): string[] {
  const problems: string[] = [];
  const names = fields.map((field) => field.name);
  if (new Set(names).size !== names.length) problems.push(`${path}: field names repeat (${names.join(', ')})`);
  if (sorted(names).join() !== sorted(Object.keys(entries)).join()) {
    problems.push(`${path}: fields [${sorted(names).join(', ')}] but props [${sorted(Object.keys(entries)).join(', ')}]`);
  }
  for (const field of fields) {
    const propSchema = entries[field.name];
    if (propSchema) problems.push(...checkField(field, unwrap(propSchema), `${path}.${field.name}`));
  }
  return problems;
}

function checkField(field: FieldSpec, { node, schema, isOptional }: Unwrapped, path: string): string[] {
  const expect = (condition: boolean, problem: string) => (condition ? [] : [`${path}: ${problem}`]);
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'link': {
      const isRequired = !isOptional && !v.safeParse(schema, '').success;
      return [
        ...expect(node.type === 'string', `a ${field.kind} field on a ${node.type} prop`),
        ...expect(Boolean(field.isRequired) === isRequired, `isRequired is ${Boolean(field.isRequired)}, the schema says ${isRequired}`),
      ];
    }
    case 'number':
      return [
        ...expect(node.type === 'number', `a number field on a ${node.type} prop`),
        ...expect(requirementOf(node, 'min_value') === field.min, `min ${field.min}, schema ${String(requirementOf(node, 'min_value'))}`),
        ...expect(requirementOf(node, 'max_value') === field.max, `max ${field.max}, schema ${String(requirementOf(node, 'max_value'))}`),
      ];
    case 'checkbox':
      return expect(node.type === 'boolean', `a checkbox on a ${node.type} prop`);
    case 'select': {
      if (node.type !== 'picklist') return [`${path}: a select on a ${node.type} prop`];
      const values = field.options.map((option) => option.value);
      return [
        ...values.flatMap((value) => expect(v.safeParse(schema, value).success, `option ${String(value)} is not in the picklist`)),
        ...expect(
          sorted((node.options ?? []).map(String)).join() === sorted(values.map(String)).join(),
          `options [${values.join(', ')}] but the picklist has [${(node.options ?? []).join(', ')}]`,
        ),
      ];
    }
    case 'image':
      return [
        ...expect(sorted(Object.keys(entriesOf(node) ?? {})).join() === 'alt,decorative,url', 'not an image schema'),
        ...expect(Boolean(field.isRequired) === !isOptional, `isRequired is ${Boolean(field.isRequired)}, optional is ${isOptional}`),
      ];
    case 'button':
      return [
        ...expect(sorted(Object.keys(entriesOf(node) ?? {})).join() === 'href,label,variant', 'not a button schema'),
        ...expect(Boolean(field.isRequired) === !isOptional, `isRequired is ${Boolean(field.isRequired)}, optional is ${isOptional}`),
      ];
    case 'itemIds':
      return expect(node.type === 'array' && node.item?.type === 'string', `itemIds on a ${node.type} prop`);
    case 'form':
      return expect(node.type === 'string', `a form field on a ${node.type} prop`);
    case 'group': {
      const entries = entriesOf(node);
      return entries ? checkFields(field.fields, entries, path) : [`${path}: a group on a ${node.type} prop`];
    }
    case 'list': {
      const itemEntries = node.type === 'array' && node.item ? entriesOf(unwrap(node.item).node) : undefined;
      if (!itemEntries || !node.item) return [`${path}: a list on a ${node.type} prop`];
      const min = requirementOf(node, 'min_length') ?? 0;
      const max = requirementOf(node, 'max_length');
      const item = fill(field.fields, field.create());
      const result = v.safeParse(node.item as unknown as v.GenericSchema, item);
      return [
        ...expect(field.min === min, `min ${field.min}, schema ${String(min)}`),
        ...expect(field.max === max, `max ${field.max}, schema ${String(max)}`),
        ...checkFields(field.fields, itemEntries, `${path}[]`),
        ...expect(result.success, `a new item, filled in, is invalid: ${JSON.stringify(result.issues && v.flatten(result.issues))}`),
      ];
    }
  }
}

const UPLOAD_URL = '/uploads/public/00000000-0000-4000-8000-000000000000.webp';
const ITEM_ID = '00000000-0000-4000-8000-000000000001';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as the editor would have it once a person filled it in: empty image
 * urls an upload, empty alts and required texts `x`, empty links `/`.
 */
function fill(fields: readonly FieldSpec[], value: Record<string, unknown>): Record<string, unknown> {
  const filled = { ...value };
  for (const field of fields) {
    const current = filled[field.name];
    if (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'markdown') {
      if (field.isRequired && current === '') filled[field.name] = 'x';
    } else if (field.kind === 'link') {
      if (current === '') filled[field.name] = '/';
    } else if (field.kind === 'image' && isRecord(current)) {
      filled[field.name] = {
        ...current,
        url: current['url'] === '' ? UPLOAD_URL : current['url'],
        alt: current['alt'] === '' && current['decorative'] !== true ? 'x' : current['alt'],
      };
    } else if (field.kind === 'button' && isRecord(current)) {
      filled[field.name] = {
        ...current,
        label: current['label'] === '' ? 'x' : current['label'],
        href: current['href'] === '' ? '/' : current['href'],
      };
    } else if (field.kind === 'group' && isRecord(current)) {
      filled[field.name] = fill(field.fields, current);
    } else if (field.kind === 'list' && Array.isArray(current)) {
      filled[field.name] = current.map((item: unknown) => (isRecord(item) ? fill(field.fields, item) : item));
    }
  }
  return filled;
}

/** What no generic filling can give: a real video id, chosen items. */
const FILLED_BY_HAND: Partial<Record<BlockType, Record<string, unknown>>> = {
  YouTube: { videoId: 'M7lc1UVf-VE' },
  DynamicCards: { itemIds: [ITEM_ID] },
};

describe('BLOCK_EDITORS', () => {
  it('has an editor for every block type and no other', () => {
    expect(sorted(Object.keys(BLOCK_EDITORS))).toEqual(sorted(BLOCK_TYPES));
  });

  describe.each(BLOCK_TYPES)('%s', (type) => {
    const editor = BLOCK_EDITORS[type];
    const schema = BLOCK_PROPS[type];

    it('has a label and a description', () => {
      expect(editor.label.id).toBeTruthy();
      expect(editor.description.id).toBeTruthy();
    });

    it('has one field per prop, each of a kind its schema can hold', () => {
      const entries = entriesOf(asNode(schema));
      expect(entries).toBeDefined();
      const problems = checkFields(editor.fields, entries ?? {}, type);
      if (problems.length > 0) console.error(problems.join('\n'));
      expect(problems).toEqual([]);
    });

    it('creates props that are valid once filled in', () => {
      const created = editor.create() as Record<string, unknown>;
      const filled = { ...fill(editor.fields, created), ...FILLED_BY_HAND[type] };
      const result = v.safeParse(schema, filled);
      if (!result.success) console.error(type, JSON.stringify(filled), JSON.stringify(v.flatten(result.issues), null, 2));
      expect(result.success).toBe(true);
    });

    it('creates a fresh value each time', () => {
      expect(editor.create()).not.toBe(editor.create());
      expect(editor.create()).toEqual(editor.create());
    });
  });
});
