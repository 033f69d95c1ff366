import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserStatus } from '@platform/contracts';
import type { StatusTone } from '@platform/ui';
import type { UserStatusAction } from './user-status';

/** User statuses (spec §3). */
export const USER_STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  invited: msg`Invited`,
  inactive: msg`Inactive`,
  archived: msg`Archived`,
};

/** Each status's badge colour (see StatusBadge). */
export const USER_STATUS_TONES: Record<UserStatus, StatusTone> = {
  active: 'success',
  invited: 'info',
  inactive: 'warning',
  archived: 'neutral',
};

/** The status buttons' texts. */
export const STATUS_ACTION_LABELS: Record<UserStatusAction, MessageDescriptor> = {
  activate: msg`Activate`,
  deactivate: msg`Deactivate`,
  archive: msg`Archive`,
  restore: msg`Restore`,
};
