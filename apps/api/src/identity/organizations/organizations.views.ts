import { viewBuilder } from '../../platform/db/views';
import { organizationMembers, organizations } from './organizations.tables';

/** Who belongs to which organisation, for other modules' queries to filter users by. */
export const memberships = viewBuilder
  .select({
    tenantId: organizationMembers.tenantId,
    organizationId: organizationMembers.organizationId,
    userId: organizationMembers.userId,
    role: organizationMembers.role,
  })
  .from(organizationMembers)
  .as('organization_members');

/** Each organisation's public name and website, for other modules' queries to join by organisation id. */
export const organizationNames = viewBuilder
  .select({
    id: organizations.id,
    tenantId: organizations.tenantId,
    name: organizations.name,
    website: organizations.website,
  })
  .from(organizations)
  .as('organizations');

/** Organisations as stored, for other modules' queries that show them whole (the vacancy search's result pages). */
export const organizationRecords = viewBuilder.select().from(organizations).as('organizations');

/** Organisations as the admin's data viewer shows them: the columns it may show and nothing else. */
export const dataViewerOrganizations = viewBuilder
  .select({
    id: organizations.id,
    tenantId: organizations.tenantId,
    volunteerCenterId: organizations.volunteerCenterId,
    name: organizations.name,
    status: organizations.status,
    type: organizations.type,
    city: organizations.city,
    email: organizations.email,
    website: organizations.website,
    isPartner: organizations.isPartner,
    createdAt: organizations.createdAt,
  })
  .from(organizations)
  .as('organizations');
