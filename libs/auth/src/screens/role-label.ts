import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@platform/contracts';

/** The translated name of each role (spec §6), for screens that list a user's roles. */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  volunteer: msg`Volunteer`,
  content_manager: msg`Content manager`,
  mentor: msg`Mentor`,
  student: msg`Student`,
  organization_superuser: msg`Organisation manager`,
  center_superuser: msg`Volunteer centre manager`,
};
