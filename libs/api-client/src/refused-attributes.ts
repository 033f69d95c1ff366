import { fromWireName } from '@platform/contracts';
import { isApiError } from './api-error';

// Apart from the error class, which every call needs: only forms read this.

/** One attribute a 422 answer refuses, see {@link refusedAttributes}. */
export type RefusedAttribute = {
  /**
   * The attribute as the forms name it: camelCase, nested parts joined by dots
   * (`address.postalCode`); a pointer into a list names the list.
   */
  attribute: string;
  /** The API's `meta.reason` (`required`, `taken`, `wrong_password`, …), when it gives one. */
  reason: string | undefined;
  /** The entry of a bulk request (`/data/{index}/attributes/…`) it concerns; `null` for one document. */
  index: number | null;
};

const DOCUMENT_POINTER = /^\/data(?:\/(\d+))?\/attributes\/(.+)$/;
// Devise-style bodies (sign-in, sign-up, passwords) carry their fields at the top.
const BODY_POINTER = /^\/([a-z0-9_]+)$/;

function attributePath(wirePath: string): string {
  // `address/city` and `address.city` alike; an index into a list (`category_ids/0`) names the list.
  const parts = wirePath.split(/[/.]/);
  while (parts.length > 1 && /^\d+$/.test(parts.at(-1) ?? '')) parts.pop();
  return parts.map(fromWireName).join('.');
}

/**
 * The attributes a 422 answer refuses, in the API's order, each with its
 * reason. Pointers are `/data/attributes/{path}` for documents,
 * `/data/{index}/attributes/{path}` for bulk requests and `/{name}` for
 * devise-style bodies; empty for any other failure.
 */
export function refusedAttributes(error: unknown): RefusedAttribute[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry) => {
    const pointer = entry.source?.pointer ?? '';
    const document = DOCUMENT_POINTER.exec(pointer);
    const path = document?.[2] ?? BODY_POINTER.exec(pointer)?.[1];
    if (!path) return [];
    const reason = entry.meta?.['reason'];
    return [
      {
        attribute: attributePath(path),
        reason: typeof reason === 'string' ? reason : undefined,
        index: document?.[1] === undefined ? null : Number(document[1]),
      },
    ];
  });
}
