import { translateIssue } from '@platform/i18n';
import type { BaseIssue } from 'valibot';

/**
 * What the form keeps of a valibot issue besides its `type` (react-hook-form
 * stores that as the error's type): whether the value was empty and the
 * check's numeric bound, e.g. `12` for `min_length`.
 */
export type FieldIssueDetails = { isEmpty: boolean; requirement?: number };

const SEPARATOR = ':';
const EMPTY = 'empty';
const FILLED = 'filled';

// Unlike a text, an unticked box (a `literal(true)` check) or an empty
// selection also counts as a missing answer, so the field reads "is required".
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Valibot's message function for the form: instead of English text it keeps
 * the details a field needs to word the error itself (e.g. `filled:12`). The
 * schemas in libs/contracts carry no texts on purpose, and only the field
 * knows its label and the active language.
 */
export function issueToDetails(issue: BaseIssue<unknown>): string {
  return formatIssueDetails({
    isEmpty: isEmpty(issue.input),
    ...(typeof issue.requirement === 'number' ? { requirement: issue.requirement } : {}),
  });
}

/** The details as the form keeps them in an error's message, read back by {@link parseIssueDetails}. */
export function formatIssueDetails({ isEmpty: wasEmpty, requirement }: FieldIssueDetails): string {
  return `${wasEmpty ? EMPTY : FILLED}${SEPARATOR}${requirement ?? ''}`;
}

/** Reads what {@link issueToDetails} kept; anything else counts as a filled, unbounded value. */
export function parseIssueDetails(message: string | undefined): FieldIssueDetails {
  const [state, bound] = (message ?? '').split(SEPARATOR);
  const requirement = bound ? Number(bound) : NaN;
  return { isEmpty: state === EMPTY, ...(Number.isFinite(requirement) ? { requirement } : {}) };
}

/**
 * The translated text of a field error in the active language, naming the
 * field by its label (spec §5): required, too short, too long, e-mail, and
 * '{field} is not valid.' for the rest. The wording lives in `@platform/i18n`.
 *
 * @param error the field's error as react-hook-form keeps it (`type` is the valibot issue type).
 * @param field the field's visible label.
 */
export function describeFieldError(error: { type?: string; message?: string }, field: string): string {
  const { isEmpty: wasEmpty, requirement } = parseIssueDetails(error.message);
  return translateIssue({ type: error.type ?? '', input: wasEmpty ? null : true, requirement }, field);
}
