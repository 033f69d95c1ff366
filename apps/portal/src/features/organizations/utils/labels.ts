import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganizationMemberRole, OrganizationStatus, OrganizationType } from '@platform/contracts';
import type { StatusTone } from '@platform/ui';

/** Organisation statuses of spec §4: approved is shown as Active. */
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, MessageDescriptor> = {
  approved: msg`Active`,
  pending: msg`Pending`,
  denied: msg`Denied`,
  archived: msg`Archived`,
  deleted: msg`Deleted`,
};

/** Each status's badge colour (see StatusBadge); the text carries the meaning, the colour only helps. */
export const ORGANIZATION_STATUS_TONES: Record<OrganizationStatus, StatusTone> = {
  approved: 'success',
  pending: 'warning',
  denied: 'danger',
  archived: 'muted',
  deleted: 'neutral',
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
