import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Application, ApplicationDecision } from '@platform/api-client';
import type { ApplicationStatus } from '@platform/contracts';
import type { ButtonVariant } from '@platform/ui';

/** Application statuses (docs/decisions.md). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  pending: msg`New`,
  in_review: msg`In review`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
};

/** The decision buttons' texts. */
export const DECISION_LABELS: Record<ApplicationDecision, MessageDescriptor> = {
  review: msg`Take into review`,
  accept: msg`Accept`,
  reject: msg`Reject`,
};

/** Accepting is the main action; the others are quieter. */
export const DECISION_VARIANTS: Record<ApplicationDecision, ButtonVariant> = {
  review: 'outline',
  accept: 'primary',
  reject: 'secondary',
};

/** The applicant's name, or "deleted user" in the portal's language once they deleted their account. */
export function applicantName(application: Pick<Application, 'name' | 'anonymised'>, i18n: I18n): string {
  return application.anonymised ? i18n._(msg`Deleted user`) : application.name;
}
