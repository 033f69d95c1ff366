import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Organisation statuses of spec §4: approved is shown as Active. */
export const ORGANIZATION_STATUS_LABELS: Record<string, MessageDescriptor> = {
  approved: msg`Active`,
  pending: msg`Pending`,
  denied: msg`Denied`,
  archived: msg`Archived`,
  deleted: msg`Deleted`,
};

/** User statuses of spec §4. */
export const USER_STATUS_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  invited: msg`Invited`,
  inactive: msg`Inactive`,
  archived: msg`Archived`,
};
