import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserStatus } from '@platform/contracts';
import type { UserStatusAction } from './user-status';

/** User statuses (spec §3). */
export const USER_STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  invited: msg`Invited`,
  inactive: msg`Inactive`,
  archived: msg`Archived`,
};

/** Badge colours per status: text and background pairs that keep AA contrast in both colour modes. */
export const USER_STATUS_CLASSES: Record<UserStatus, string> = {
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  invited: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
  inactive: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  archived: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
};

/** The status buttons' texts. */
export const STATUS_ACTION_LABELS: Record<UserStatusAction, MessageDescriptor> = {
  activate: msg`Activate`,
  deactivate: msg`Deactivate`,
  archive: msg`Archive`,
  restore: msg`Restore`,
};
