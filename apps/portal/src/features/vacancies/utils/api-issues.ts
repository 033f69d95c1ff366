import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@platform/api-client';
import { issueToDetails } from '@platform/ui';
import type { BaseIssue } from 'valibot';

/**
 * One field problem of a 422 answer: the attribute (wire name), the API's
 * `meta.reason`, and for bulk edits the index of the entry it concerns.
 */
export type ApiFieldIssue = { attribute: string; reason: string; index: number | null };

const POINTER = /^\/data(?:\/(\d+))?\/attributes\/([a-z0-9_]+)/;

/** The field problems of a failed write, in the API's order; none for other failures. */
export function apiFieldIssues(error: unknown): ApiFieldIssue[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return error.errors.flatMap((entry) => {
    const match = POINTER.exec(entry.source?.pointer ?? '');
    if (!match) return [];
    const reason = entry.meta?.['reason'];
    return [{ index: match[1] === undefined ? null : Number(match[1]), attribute: match[2] as string, reason: typeof reason === 'string' ? reason : 'invalid' }];
  });
}

/** The names vacancy attributes have on screen. */
export const VACANCY_ATTRIBUTE_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  status: msg`Status`,
  vacancy_type: msg`Type`,
  category_ids: msg`Categories`,
  age_group_ids: msg`Age groups`,
  contact_person: msg`Contact person`,
  contact_email: msg`Contact e-mail address`,
  contact_phone: msg`Contact phone number`,
  contact_phone_visible: msg`Show the phone number`,
  place: msg`Place`,
  hours_per_week: msg`Hours per week`,
  expires_at: msg`Expiry date`,
  image_url: msg`Image URL`,
  starts_at: msg`Start date`,
  ends_at: msg`End date`,
  frequency: msg`Frequency`,
  recurrence_rule: msg`Repetition`,
  organization_id: msg`Organisation`,
};

/**
 * A sentence for one problem, in the active language: what is missing or
 * wrong and, where it helps, why (publishing needs it, the date has passed).
 */
export function describeApiIssue(i18n: I18n, issue: ApiFieldIssue): string {
  const label = VACANCY_ATTRIBUTE_LABELS[issue.attribute];
  const field = label ? i18n._(label) : issue.attribute;
  switch (issue.reason) {
    case 'required':
      return i18n._(msg`${field} is required to publish.`);
    case 'in_the_past':
      return i18n._(msg`${field} must lie in the future.`);
    case 'organization_not_approved':
      return i18n._(msg`The organisation has not been approved yet, so its vacancies cannot be published.`);
    case 'invalid_transition':
      return i18n._(msg`This status change is not possible for this vacancy.`);
    case 'feature_disabled':
      return i18n._(msg`${field}: this type is switched off for this website.`);
    case 'invalid_recurrence_rule':
      return i18n._(msg`${field} cannot be read, or never falls on a date. Choose the repetition again.`);
    case 'only_for_regular_activities':
      return i18n._(msg`${field} only applies to activities held regularly.`);
    case 'too_long':
      return i18n._(msg`${field} is too long.`);
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
