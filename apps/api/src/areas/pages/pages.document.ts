import {
  BLOCK_TYPES,
  fromWireName,
  pageBlockSchema,
  pageBlocksSchema,
  pageCreateSchema,
  pageUpdateSchema,
  toWireName,
  type BlockImage,
  type PageBlock,
  type PageCreateInput,
  type PageUpdateInput,
} from '@platform/contracts';
import * as v from 'valibot';
import { ValidationError, type FieldIssue } from '../../platform/http/errors';
import { describeIssue, extractAttributes, isPlainObject, renameKeysDeep, validateAttributes } from '../../platform/http/json-api';

// A page document's attributes are checked in two parts: the page's own fields
// against the contracts schema, and `blocks` against each block type's props
// schema (libs/contracts/src/page-blocks), with pointers into the block
// (`/data/attributes/blocks/3/props/title`).

export type PageDocument<Input> = { input: Input; blocks: PageBlock[] | undefined };

const BLOCKS_POINTER = '/data/attributes/blocks';

/** The pointer and field name of a block issue, keys written as the wire has them. */
function blockIssue(issue: v.BaseIssue<unknown>): FieldIssue {
  const keys = (issue.path ?? []).map((item) => (typeof item.key === 'number' ? String(item.key) : toWireName(String(item.key))));
  const field = [...keys].reverse().find((key) => !/^\d+$/.test(key)) ?? 'blocks';
  const pointer = [BLOCKS_POINTER, ...keys].join('/');
  if (issue.type === 'variant') return { pointer, field, reason: 'invalid_choice', params: { options: BLOCK_TYPES.join(', ') } };
  return { pointer, field, ...describeIssue(issue) };
}

function parseBlocks(raw: unknown): PageBlock[] {
  const result = v.safeParse(pageBlocksSchema, renameKeysDeep(raw, fromWireName));
  if (!result.success) throw new ValidationError(result.issues.map(blockIssue));
  return result.output as PageBlock[];
}

function parse<S extends typeof pageCreateSchema | typeof pageUpdateSchema>(
  body: unknown,
  schema: S,
  id?: string,
): PageDocument<v.InferOutput<S>> {
  const { attributes, basePointer } = extractAttributes(body, { type: 'pages', id });
  const { blocks: rawBlocks, ...rest } = attributes;
  let fieldError: ValidationError | undefined;
  let input: v.InferOutput<S> | undefined;
  try {
    input = validateAttributes(rest, schema, basePointer);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    fieldError = error;
  }
  let blocks: PageBlock[] | undefined;
  try {
    blocks = rawBlocks === undefined ? undefined : parseBlocks(rawBlocks);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // Every refused field at once, the page's own and its blocks'.
    throw new ValidationError([...(fieldError?.issues ?? []), ...error.issues]);
  }
  if (fieldError) throw fieldError;
  return { input: input!, blocks };
}

/**
 * Stored blocks as the current block schemas give them: a prop added since a
 * page was saved gets its default (a LogoBar saved before `logos` existed
 * reads `logos: []`). A stored block that no longer passes is sent as stored.
 */
export function withBlockDefaults(blocks: PageBlock[]): PageBlock[] {
  return blocks.map((block) => {
    const result = v.safeParse(pageBlockSchema, block);
    return result.success ? (result.output as PageBlock) : block;
  });
}

export const parsePageCreate = (body: unknown): PageDocument<PageCreateInput> => parse(body, pageCreateSchema);
export const parsePageUpdate = (body: unknown, id: string): PageDocument<PageUpdateInput> => parse(body, pageUpdateSchema, id);

/** Every image a page shows (its cover and those in its blocks), with where it sits in the request. */
export function pageImages(coverImage: BlockImage | null | undefined, blocks: PageBlock[] | undefined): { url: string; pointer: string }[] {
  const found: { url: string; pointer: string }[] = [];
  if (coverImage) found.push({ url: coverImage.url, pointer: '/data/attributes/cover_image/url' });
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${pointer}/${index}`));
    if (!isPlainObject(value)) return;
    if (typeof value.url === 'string' && 'alt' in value && 'decorative' in value) {
      found.push({ url: value.url, pointer: `${pointer}/url` });
      return;
    }
    for (const [key, part] of Object.entries(value)) walk(part, `${pointer}/${toWireName(key)}`);
  };
  blocks?.forEach((block, index) => walk(block.props, `${BLOCKS_POINTER}/${index}/props`));
  return found;
}
