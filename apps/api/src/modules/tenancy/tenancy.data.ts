// What other modules may use of the tenancy module's data, each in the caller's
// transaction (the global tenants table on the owner connection).
export {
  findProfiles,
  findVolunteerCenter,
  listTenantIds,
  listTenants,
} from './tenancy.repository';
