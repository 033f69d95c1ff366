import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganizationMemberRole, OrganizationStatus, OrganizationType } from '@platform/contracts';

/** Organisation statuses of spec §4: approved is shown as Active. */
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, MessageDescriptor> = {
  approved: msg`Active`,
  pending: msg`Pending`,
  denied: msg`Denied`,
  archived: msg`Archived`,
  deleted: msg`Deleted`,
};

/** Each status's badge colours; the text carries the meaning, the colour only helps. */
export const ORGANIZATION_STATUS_CLASSES: Record<OrganizationStatus, string> = {
  approved: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  denied: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  archived: 'bg-stone-200 text-stone-900 dark:bg-stone-700 dark:text-stone-50',
  deleted: 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
};

/** Organisation types of spec §3. */
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, MessageDescriptor> = {
  NonProfit: msg`Non-profit organisation`,
  School: msg`School`,
  VolunteerCenter: msg`Volunteer centre`,
};

/** A member's role within one organisation. */
export const MEMBER_ROLE_LABELS: Record<OrganizationMemberRole, MessageDescriptor> = {
  organization_superuser: msg`Manager`,
  member: msg`Member`,
};
