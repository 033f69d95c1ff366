import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The parts of a valibot issue that decide its message. */
export type TranslatableIssue = {
  /** The check or schema that failed: `email`, `min_length`, `max_length`, `non_empty`, `string`, `object`, … */
  type: string;
  /** The value that failed. */
  input?: unknown;
  /** The length or value the check required, e.g. `12` for `min_length`. */
  requirement?: unknown;
};

function isBlank(input: unknown): boolean {
  return (
    input === undefined || input === null || (typeof input === 'string' && input.trim() === '')
  );
}

/**
 * The user-facing message for a valibot issue in the active language (spec
 * §5): required, too short, too long, too small, too large, e-mail, web address, a value already in use (the
 * API's `taken`) and a wrong current password (`wrong_password`) have their own wording, every other issue the default
 * '{field} is not valid.'. Valibot's own messages are English only and name
 * types, not fields, so they are never shown.
 */
export function translateIssue(issue: TranslatableIssue, fieldLabel: string): string {
  const field = fieldLabel;
  if (issue.type === 'non_empty' || isBlank(issue.input)) return i18n._(msg`${field} is required.`);
  const count = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  switch (issue.type) {
    case 'min_length':
      if (count !== undefined) return i18n._(msg`${field} must be at least ${count} characters.`);
      break;
    case 'max_length':
      if (count !== undefined) return i18n._(msg`${field} must be at most ${count} characters.`);
      break;
    case 'email':
    case 'invalid_email':
      return i18n._(msg`${field} must be a valid e-mail address.`);
    case 'url':
    case 'invalid_url':
      return i18n._(msg`${field} must be a valid web address (http or https).`);
    case 'min_value':
      if (count !== undefined) return i18n._(msg`${field} must be at least ${count}.`);
      break;
    case 'max_value':
      if (count !== undefined) return i18n._(msg`${field} must be at most ${count}.`);
      break;
    // Not a valibot check: the API's reason for a unique value (an e-mail address) that is in use.
    case 'taken':
      return i18n._(msg`${field} is already in use.`);
    // The API's reason for a current password that does not match.
    case 'wrong_password':
      return i18n._(msg`${field} is not correct.`);
  }
  return i18n._(msg`${field} is not valid.`);
}

/** The form-wide message shown above a form that failed validation (spec §5). */
export function formErrorsMessage(): string {
  return i18n._(msg`The form contains errors`);
}
