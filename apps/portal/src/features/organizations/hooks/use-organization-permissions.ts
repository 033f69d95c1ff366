import { useCurrentOrganizations, useCurrentUser } from '@platform/api-client';
import { isAdmin, isStaff, mayEditOrganization } from '../utils/organization-permissions';

/** What the signed-in user may do with organisations, for pages that would otherwise offer what the API refuses. */
export function useOrganizationPermissions() {
  const user = useCurrentUser();
  const ownIds = useCurrentOrganizations().map((organization) => organization.id);
  return {
    isStaff: isStaff(user.roles),
    isAdmin: isAdmin(user.roles),
    mayEdit: (organization: { id: string; deletedAt?: string | null }) => mayEditOrganization(user.roles, ownIds, organization),
  };
}
