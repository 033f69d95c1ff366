import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@platform/api-client';
import { issueToDetails } from '@platform/ui';
import type { BaseIssue } from 'valibot';

/**
 * One field problem of a 422 answer: the attribute's wire path (nested parts
 * joined by `/`, e.g. `address/postal_code`) and the API's `meta.reason`.
 */
export type ApiFieldIssue = { attribute: string; reason: string };

const POINTER = /^\/data\/attributes\/(.+)$/;

/** The field problems of a failed write, in the API's order; none for other failures. */
export function apiFieldIssues(error: unknown): ApiFieldIssue[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry) => {
    const match = POINTER.exec(entry.source?.pointer ?? '');
    if (!match?.[1]) return [];
    // `address.city` and `address/city` alike; an index into a list names the list.
    const attribute = match[1].replace(/\./g, '/').replace(/(\/\d+)+$/, '');
    const reason = entry.meta?.['reason'];
    return [{ attribute, reason: typeof reason === 'string' ? reason : 'invalid' }];
  });
}

/** A sentence for one problem of a field named `field`, in the active language. */
export function describeApiIssue(i18n: I18n, field: string, reason: string): string {
  switch (reason) {
    case 'required':
      return i18n._(msg`${field} is required.`);
    case 'too_long':
      return i18n._(msg`${field} is too long.`);
    case 'taken':
      return i18n._(msg`${field} is already in use.`);
    default:
      return i18n._(msg`${field} is not valid.`);
  }
}

/**
 * The form error for a field the API refused, in the form's own terms: a
 * missing value reads "{field} is required.", anything else "{field} is not
 * valid." (the list above the form says more).
 */
export function fieldErrorOf(issue: ApiFieldIssue): { type: string; message: string } {
  // Only the refused value's emptiness matters to the wording.
  const refused = { input: issue.reason === 'required' ? '' : issue.attribute } as unknown as BaseIssue<unknown>;
  return { type: issue.reason, message: issueToDetails(refused) };
}
