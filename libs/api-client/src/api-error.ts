import { fromWireName } from '@platform/contracts';
/** One entry of a JSON:API `errors` array, camelCased. */
export type ApiErrorObject = {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
};

// The API marks a sign-in on another partner's site with this text (spec §8).
const WRONG_CENTER_MARKER = 'wrong center';

/**
 * A failed API response. `errors` is the body's JSON:API `errors` array (spec §8:
 * it is copied onto the thrown error); `codes` are their machine-readable codes,
 * which the UI uses to pick its own translated text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: readonly ApiErrorObject[];

  constructor(status: number, errors: readonly ApiErrorObject[], fallbackMessage?: string) {
    super(messageFor(status, errors, fallbackMessage));
    this.status = status;
    this.errors = errors;
  }

  /** Codes of all entries, in order, e.g. `['INVALID_CREDENTIALS']`. */
  get codes(): string[] {
    return this.errors.flatMap((error) => (error.code ? [error.code] : []));
  }

  /** The first code, which names the failure for single-error responses. */
  get code(): string | undefined {
    return this.codes[0];
  }

  hasCode(code: string): boolean {
    return this.codes.includes(code);
  }

  /** True when the user signed in on another partner's website. */
  get isWrongCenter(): boolean {
    return this.message.toLowerCase().includes(WRONG_CENTER_MARKER);
  }
}

function messageFor(
  status: number,
  errors: readonly ApiErrorObject[],
  fallbackMessage?: string,
): string {
  // Keep the 'wrong center' text as the message, so code that only sees an
  // Error (such as an error screen) can still recognise it.
  const wrongCenter = errors.find((error) =>
    `${error.detail ?? ''} ${error.title ?? ''}`.toLowerCase().includes(WRONG_CENTER_MARKER),
  );
  if (wrongCenter) return wrongCenter.detail ?? wrongCenter.title ?? WRONG_CENTER_MARKER;
  const first = errors[0];
  return first?.detail ?? first?.title ?? fallbackMessage ?? `Request failed with status ${status}`;
}

function isErrorObject(value: unknown): value is ApiErrorObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builds the error for a failed response from its status and parsed body. Bodies
 * that are not JSON:API error documents (a proxy's HTML page, say) give an
 * error without entries.
 */
export function parseApiError(status: number, body: unknown, statusText?: string): ApiError {
  const rawErrors = isErrorObject(body) ? (body as { errors?: unknown }).errors : undefined;
  const errors = Array.isArray(rawErrors)
    ? rawErrors.filter(isErrorObject).map((error) => ({
        ...error,
        ...(error.status === undefined ? {} : { status: String(error.status) }),
      }))
    : [];
  return new ApiError(status, errors, statusText || undefined);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

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
