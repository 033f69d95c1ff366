import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganizationListQuery } from '@platform/api-client';
import type { PartnerKeyScope } from '@platform/contracts';

/** The organisations a write key may be for: the approved ones (the API keeps to the site's centre). */
export const KEY_ORGANIZATIONS_QUERY: OrganizationListQuery = { status: 'approved', sort: 'name', pageSize: 1000 };

/** The scopes a read key combines; a write key has `WRITE_SCOPE` alone (docs/api.md, "Partner guide"). */
export const READ_SCOPES: readonly PartnerKeyScope[] = ['vacancies:read', 'organizations:read', 'activities:read'];
export const WRITE_SCOPE: PartnerKeyScope = 'vacancies:write';
/** What a new key reads unless staff choose otherwise. */
export const DEFAULT_READ_SCOPES: PartnerKeyScope[] = ['vacancies:read'];

export const SCOPE_LABELS: Record<PartnerKeyScope, MessageDescriptor> = {
  'vacancies:read': msg`Read vacancies`,
  'organizations:read': msg`Read organisations`,
  'activities:read': msg`Read activities`,
  'vacancies:write': msg`Write vacancies`,
};
