import type { ManagedUser } from '@platform/api-client';
import type { Role } from '@platform/contracts';
import { grantableRoles, isUserStaff, landsInPortal, mayListUsers, mayManageUser, signInAsRefusal } from './user-permissions';

const roles = (...names: Role[]) => names.map((name) => ({ name }));
const user = (overrides: Partial<Omit<ManagedUser, 'roles'> & { roles: { name: Role }[] }> = {}) => ({
  id: 'u-eva',
  roles: roles('volunteer'),
  status: 'active' as const,
  volunteerCenterId: 'zwolle',
  organizations: [] as ManagedUser['organizations'],
  ...overrides,
});
const admin = { id: 'u-admin', roles: roles('admin') };

describe('who may do what with users', () => {
  it('lets staff and organisation superusers list users, and only staff manage them', () => {
    expect(mayListUsers(roles('organization_superuser'))).toBe(true);
    expect(mayListUsers(roles('content_manager', 'volunteer'))).toBe(false);
    expect(isUserStaff(roles('center_superuser'))).toBe(true);
    expect(isUserStaff(roles('organization_superuser'))).toBe(false);
  });

  it("keeps centre superusers away from admins' accounts and the admin role", () => {
    expect(mayManageUser(roles('center_superuser'), user())).toBe(true);
    expect(mayManageUser(roles('center_superuser'), user({ roles: roles('admin') }))).toBe(false);
    expect(mayManageUser(roles('admin'), user({ roles: roles('admin') }))).toBe(true);
    expect(mayManageUser(roles('organization_superuser'), user())).toBe(false);
    expect(grantableRoles(roles('center_superuser'))).not.toContain('admin');
    expect(grantableRoles(roles('admin'))).toContain('admin');
  });

  it('offers "sign in as" to admins for active users of this centre who are not admins', () => {
    expect(signInAsRefusal(admin, user(), 'zwolle')).toBeNull();
    expect(signInAsRefusal({ id: 'u-bram', roles: roles('center_superuser') }, user(), 'zwolle')).toBe('not_admin');
    expect(signInAsRefusal(admin, user({ id: 'u-admin', roles: roles('admin') }), 'zwolle')).toBe('self');
    expect(signInAsRefusal(admin, user({ roles: roles('admin') }), 'zwolle')).toBe('admin');
    expect(signInAsRefusal(admin, user({ status: 'invited' }), 'zwolle')).toBe('status');
    expect(signInAsRefusal(admin, user(), 'deventer')).toBe('other_centre');
  });

  it('lands people who work in the portal on its dashboard, everyone else on the public site', () => {
    const organization = { id: 'o1', name: 'Voedselbank' } as ManagedUser['organizations'][number];
    expect(landsInPortal(user({ roles: roles('organization_superuser'), organizations: [organization] }))).toBe(true);
    // The portal needs an organisation to act for.
    expect(landsInPortal(user({ roles: roles('content_manager') }))).toBe(false);
    expect(landsInPortal(user({ roles: roles('volunteer'), organizations: [organization] }))).toBe(false);
  });
});
