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
