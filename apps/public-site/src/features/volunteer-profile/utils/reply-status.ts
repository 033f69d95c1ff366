import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProfileReplyStatus } from '@platform/contracts';
import type { StatusTone } from '@platform/ui';

/** A reply's state as the volunteer reads it. */
export const REPLY_STATUS_NAMES: Record<ProfileReplyStatus, MessageDescriptor> = {
  sent: msg`Waiting for your answer`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  stopped: msg`Withdrawn by the volunteer centre`,
};

/** Its colour in the list. */
export const REPLY_STATUS_TONES: Record<ProfileReplyStatus, StatusTone> = {
  sent: 'info',
  accepted: 'success',
  declined: 'neutral',
  stopped: 'muted',
};
