import type { Role } from '@platform/contracts';
import type { CurrentUser } from '../modules/auth/session';

/** A signed-in user with one role in `volunteerCenterId`, for the policy tests' cells. */
export function policyActor(role: Role, volunteerCenterId: string, organizationIds: string[]): CurrentUser {
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
    client: 'client',
    impersonatorUserId: null,
  };
}
