import type { Role } from '@platform/contracts';
import type { CurrentUser } from '../identity/access/access';

/**
 * A signed-in user with one role in `volunteerCenterId`, for the policy tests'
 * cells; a member of `organizationIds`, managing `managedOrganizationIds`
 * (all of them unless said otherwise).
 */
export function policyActor(
  role: Role,
  volunteerCenterId: string,
  organizationIds: string[],
  managedOrganizationIds: string[] = organizationIds,
): CurrentUser {
  return {
    id: `actor-${role}`,
    tenantId: 'public',
    volunteerCenterId,
    email: `${role}@example.org`,
    firstName: null,
    lastName: null,
    status: 'active',
    locale: 'nl',
    roles: [role],
    organizationIds,
    managedOrganizationIds,
    client: 'client',
    impersonatorUserId: null,
  };
}
