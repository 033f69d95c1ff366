// What other modules may use of the organisations module's data, each in the caller's transaction.
export {
  countOrganizationsByStatus,
  findAddresses,
  findCenterOfOrganization,
  findOrganization,
  findSocialMapOrganization,
  listPartners,
  listSocialMapOrganizations,
  type OrganizationRow,
  type SocialMapFilters,
} from './organizations.repository';
export {
  addMember,
  countMembers,
  listMemberRecipients,
  listMembershipsOfUsers,
  listMemberUserIds,
} from './organizations.members.repository';
export { countNewOrganizationsPerDay, findOrganizationNames } from './organizations.figures';
