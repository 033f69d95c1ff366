import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationDecision } from '@platform/api-client';
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

/** Badge colours per status: text and background pairs that keep AA contrast in both colour modes. */
export const APPLICATION_STATUS_CLASSES: Record<ApplicationStatus, string> = {
  pending: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
  in_review: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  withdrawn: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
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
