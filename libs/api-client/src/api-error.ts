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
