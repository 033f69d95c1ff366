import { ApiError } from './errors';

/** Deepest nesting of objects and arrays a request body may have; real documents stay under ten. */
export const MAX_JSON_DEPTH = 32;

// Keys that can reach an object's prototype when a body is merged or assigned somewhere.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses a JSON request body, refusing it (400) when it nests deeper than
 * MAX_JSON_DEPTH or names a prototype key anywhere. The depth is checked by
 * one scan over the text before JSON.parse and the keys by a walk with its
 * own stack, so no body, however built, can overflow the call stack here or
 * in any recursive code downstream.
 */
export function parseJsonText(text: string): unknown {
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    throw new ApiError('MALFORMED_JSON', { detailKey: 'error.MALFORMED_JSON.too_deep', params: { max: MAX_JSON_DEPTH } });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('MALFORMED_JSON');
  }
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (!Array.isArray(current)) {
      for (const key of Object.keys(current)) {
        if (FORBIDDEN_KEYS.has(key)) {
          throw new ApiError('MALFORMED_JSON', { detailKey: 'error.MALFORMED_JSON.forbidden_key', params: { key } });
        }
      }
    }
    for (const part of Object.values(current)) if (typeof part === 'object' && part !== null) pending.push(part);
  }
  return value;
}

/** The deepest nesting of `{`/`[` outside strings; malformed text is left to JSON.parse. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return deepest;
}
