/** Password length bounds (argon2id hashes any length; the cap keeps hashing cheap and predictable). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Page size of the admin lists (spec §9) and of JSON:API pagination. */
export const ADMIN_LIST_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

/** Longest value accepted in a one-line text field and in a long text field. */
export const SHORT_TEXT_MAX = 255;
export const LONG_TEXT_MAX = 10_000;

/** Longest internal note (staff notes about an organisation or a user). */
export const INTERNAL_NOTE_MAX_LENGTH = 5000;
