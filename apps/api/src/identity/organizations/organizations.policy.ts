import type { OrganizationStatus } from '@platform/contracts';
import { hasRole, type CurrentUser } from '../access/access';
import { coversCenter, type PublicCenters } from '../tenancy/tenancy.policy';

/** What a policy needs to know about an organisation. */
export type OrganizationSubject = {
  id: string;
  volunteerCenterId: string;
  status: OrganizationStatus;
  deletedAt: Date | null;
};

/**
 * Which organisations a list may show:
 * - `all`: the whole tenant (admin);
 * - `center`: one centre (centre superuser);
 * - `public`: the approved ones of the request's centre, plus `ownIds` (the
 *   organisations the user is a member of, whatever their status).
 */
export type OrganizationListScope =
  | { kind: 'all' }
  | { kind: 'center'; volunteerCenterId: string }
  | { kind: 'public'; volunteerCenterId: string; ownIds: readonly string[] };

/** Approve, deny, delete and change status or type: admin, or the centre superuser of its centre. */
export function mayAdministerOrganization(user: CurrentUser | null, organization: OrganizationSubject): boolean {
  if (hasRole(user, 'admin')) return true;
  return hasRole(user, 'center_superuser') && user?.volunteerCenterId === organization.volunteerCenterId;
}

/** Roles that may ever approve or delete an organisation; others are refused before any lookup. */
export function mayAdministerOrganizations(user: CurrentUser): boolean {
  return hasRole(user, 'admin', 'center_superuser');
}

/**
 * An organisation superuser manages the organisations where their membership
 * has the superuser role; a plain `member` membership manages nothing.
 */
export function isOwnOrganization(user: CurrentUser | null, organization: Pick<OrganizationSubject, 'id'>): boolean {
  return !!user && hasRole(user, 'organization_superuser') && user.managedOrganizationIds.includes(organization.id);
}

/** Members (of either role) see their organisation whatever its status, but only superusers manage it. */
function isMemberOf(user: CurrentUser | null, organization: Pick<OrganizationSubject, 'id'>): boolean {
  return !!user && user.organizationIds.includes(organization.id);
}

/** Edit name, description and contact details. */
export function mayEditOrganization(user: CurrentUser | null, organization: OrganizationSubject): boolean {
  return mayAdministerOrganization(user, organization) || (isOwnOrganization(user, organization) && !organization.deletedAt);
}

/**
 * Whether a viewer sees an organisation at all. Staff see everything in their
 * reach, deleted ones included; everyone else the approved organisations of
 * `centers` (for reads `publicCenters(site)`, so every search result's
 * organisation opens where the tenant shares its centres; for writes the
 * site's centre), and members also their own organisations.
 */
export function maySeeOrganization(user: CurrentUser | null, centers: PublicCenters, organization: OrganizationSubject): boolean {
  if (mayAdministerOrganization(user, organization)) return true;
  if (organization.deletedAt) return false;
  if (isMemberOf(user, organization)) return true;
  return organization.status === 'approved' && coversCenter(centers, organization.volunteerCenterId);
}

/** Draft and closed vacancies are for the people who manage the organisation; others see published ones. */
export function maySeeAllVacancies(user: CurrentUser | null, organization: OrganizationSubject): boolean {
  return mayEditOrganization(user, organization);
}

/** The list counterpart of maySeeOrganization, as a scope the repository turns into SQL. */
export function organizationListScope(user: CurrentUser | null, requestCenterId: string): OrganizationListScope {
  if (hasRole(user, 'admin')) return { kind: 'all' };
  if (user && hasRole(user, 'center_superuser')) return { kind: 'center', volunteerCenterId: user.volunteerCenterId };
  return { kind: 'public', volunteerCenterId: requestCenterId, ownIds: user?.organizationIds ?? [] };
}
