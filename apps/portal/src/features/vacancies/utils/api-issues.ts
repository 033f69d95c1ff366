import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefusedAttribute } from '@platform/api-client';

/** The names vacancy attributes (as `refusedAttributes` names them) have on screen. */
export const VACANCY_ATTRIBUTE_LABELS: Record<string, MessageDescriptor> = {
  title: msg`Title`,
  description: msg`Description`,
  status: msg`Status`,
  vacancyType: msg`Type`,
  categoryIds: msg`Categories`,
  ageGroupIds: msg`Age groups`,
  contactPerson: msg`Contact person`,
  contactEmail: msg`Contact e-mail address`,
  contactPhone: msg`Contact phone number`,
  contactPhoneVisible: msg`Show the phone number`,
  place: msg`Place`,
  hoursPerWeek: msg`Hours per week`,
  expiresAt: msg`Expiry date`,
  imageUrl: msg`Image URL`,
  startsAt: msg`Start date`,
  endsAt: msg`End date`,
  frequency: msg`Frequency`,
  recurrenceRule: msg`Repetition`,
  organizationId: msg`Organisation`,
};

/**
 * A sentence for one problem, in the active language: what is missing or
 * wrong and, where it helps, why (publishing needs it, the date has passed).
 */
export function describeApiIssue(i18n: I18n, issue: Pick<RefusedAttribute, 'attribute' | 'reason'>): string {
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

