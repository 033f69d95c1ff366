import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileReplyStatus } from '@platform/contracts';
import type { StatusTone } from '@platform/ui';

/** A reply's state as the organisation and staff read it. */
export const REPLY_STATUS_LABELS: Record<ProfileReplyStatus, MessageDescriptor> = {
  sent: msg`Waiting for an answer`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  stopped: msg`Stopped by the centre`,
};

/** The colour beside a reply's state; the text carries the meaning. */
export const REPLY_STATUS_TONES: Record<ProfileReplyStatus, StatusTone> = {
  sent: 'info',
  accepted: 'success',
  declined: 'neutral',
  stopped: 'danger',
};
