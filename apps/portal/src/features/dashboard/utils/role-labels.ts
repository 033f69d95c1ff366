import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrganizationStatus, OrganizationType, Role } from '@platform/contracts';

/** How each role is named to users. */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  volunteer: msg`Volunteer`,
  content_manager: msg`Content manager`,
  mentor: msg`Mentor`,
  student: msg`Student`,
  organization_superuser: msg`Organisation manager`,
  center_superuser: msg`Volunteer centre manager`,
};

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, MessageDescriptor> = {
  School: msg`School`,
  VolunteerCenter: msg`Volunteer centre`,
  NonProfit: msg`Non-profit organisation`,
};

/** Spec §4: an approved organisation is shown as Active. */
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, MessageDescriptor> = {
  approved: msg`Active`,
  pending: msg`Pending`,
  denied: msg`Denied`,
  archived: msg`Archived`,
  deleted: msg`Deleted`,
};
