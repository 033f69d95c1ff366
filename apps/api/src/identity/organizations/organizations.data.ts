// What other modules may use of the organisations module's data, each in the caller's transaction.
export {
  addMember,
  countMembers,
  countOrganizationsByStatus,
  findAddresses,
  findCenterOfOrganization,
  findOrganization,
  findSocialMapOrganization,
  listMemberRecipients,
  listMembershipIds,
  listMembershipsOfUsers,
  listMemberUserIds,
  listPartners,
  listSocialMapOrganizations,
  type OrganizationRow,
  type SocialMapFilters,
} from './organizations.repository';
