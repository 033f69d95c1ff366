import type { MessageKey } from '../i18n/messages';

/** Every error the API can answer with, and its HTTP status; one place, checked exhaustively. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  INVALID_DOCUMENT: 400,
  INVALID_QUERY_PARAMETER: 400,
  UNKNOWN_TENANT: 400,
  INVALID_VOLUNTEER_CENTER: 400,
  INVALID_HEADER: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 401,
  UNCONFIRMED: 401,
  ACCOUNT_INACTIVE: 401,
  WRONG_CENTER: 401,
  FORBIDDEN: 403,
  INVITATION_REQUIRED: 403,
  NO_ORGANIZATION: 403,
  NOT_FOUND: 404,
  FEATURE_DISABLED: 404,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  ALREADY_APPLIED: 409,
  INVALID_TRANSITION: 409,
  ALREADY_MEMBER: 409,
  LAST_SUPERUSER: 409,
  UPLOAD_IN_USE: 409,
  FORM_CLOSED: 409,
  INVITATION_USED: 409,
  INVITATION_EXPIRED: 409,
  LENGTH_REQUIRED: 411,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  INVALID_FILE_TYPE: 422,
  TOO_LARGE: 422,
  RESET_CREDENTIALS_MISSING: 422,
  INVALID_TOKEN: 422,
  ALREADY_CONFIRMED: 422,
  RATE_LIMITED: 429,
  TOO_MANY_STREAMS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Why one field was refused; each has a translated sentence. */
export type FieldIssue = {
  /** JSON pointer into the request, e.g. `/data/attributes/email`. */
  pointer: string;
  /** Name shown to the user, the attribute as sent (snake_case). */
  field: string;
  reason: FieldReason;
  params?: Record<string, string | number>;
  /** More for clients that word the error themselves (`meta` beside `reason`, e.g. where in a template). */
  meta?: Record<string, string | number>;
};

export type FieldReason =
  | 'required'
  | 'invalid'
  | 'invalid_type'
  | 'invalid_email'
  | 'invalid_url'
  | 'invalid_choice'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_large'
  | 'unknown_attribute'
  | 'read_only'
  | 'confirmation_mismatch'
  | 'taken'
  | 'wrong_password'
  | 'in_the_past'
  | 'feature_disabled'
  | 'invalid_transition'
  | 'organization_not_approved'
  | 'invalid_recurrence_rule'
  | 'only_for_regular_activities'
  | 'unknown_user'
  | 'same_center'
  | 'not_own_upload'
  | 'not_own_email'
  | 'reserved'
  | 'unknown_place'
  | 'unknown_placeholder'
  | 'unknown_filter'
  | 'unknown_tag'
  | 'template_syntax'
  | 'template_too_costly'
  | 'missing_placeholder'
  | 'placed_placeholder'
  | 'always_active'
  | 'applicant_without_account'
  | 'own_side'
  | 'not_about_party'
  | 'not_own_attachment'
  | 'reply_too_soon'
  | 'already_answered'
  | 'not_acting_organization'
  | 'not_open_vacancy'
  | 'not_in_pool';

export type ApiErrorOptions = {
  /** Message key of a more specific sentence than the code's own. */
  detailKey?: MessageKey;
  params?: Record<string, string | number>;
  pointer?: string;
  parameter?: string;
  /** Why, for clients that choose their own text (`meta.reason`, e.g. `unknown_place`). */
  reason?: string;
  /** More for clients beside the reason (`meta`, e.g. `max_bytes` of a file that is too large). */
  meta?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** What services throw; the error handler renders it as a JSON:API error in the request's language. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: ApiErrorOptions = {},
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }
}

/** A 422 with one entry per refused field. */
export class ValidationError extends ApiError {
  constructor(readonly issues: FieldIssue[]) {
    super('VALIDATION_FAILED');
  }
}
