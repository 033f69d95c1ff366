// What other modules may use of the tenancy module's data, each in the caller's
// transaction (the global tenants table on the owner connection).
export {
  findProfiles,
  findVolunteerCenter,
  insertProfile,
  listTenantIds,
  listTenants,
  updateProfile,
  type NewVolunteerCenterProfile,
  type VolunteerCenterProfileRow,
} from './tenancy.repository';
