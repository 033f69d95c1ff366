import type { Role } from '@platform/contracts';
import type { CurrentUser } from '../access/access';
import { policyActor } from '../../testing/policy-actor';
import {
  isWithinManagedScope,
  mayChangeCredentials,
  mayChangeRole,
  mayChangeStatus,
  mayManageUsers,
  mayReadOtherUsers,
  mayReadUser,
  mayTouchUser,
  userListScope,
  type UserSubject,
} from './users.policy';

// The users rows of docs/permissions.md, cell by cell.

const CENTER_A = 'center-a';
const CENTER_B = 'center-b';
const ORGANIZATION = 'organization-o';

function actor(role: Role): CurrentUser {
  return policyActor(role, CENTER_A, role === 'organization_superuser' ? [ORGANIZATION] : []);
}

const subjects: Record<string, UserSubject> = {
  inCenter: { id: 'u1', volunteerCenterId: CENTER_A, roles: ['volunteer'], organizationIds: [] },
  otherCenter: { id: 'u2', volunteerCenterId: CENTER_B, roles: ['volunteer'], organizationIds: [] },
  adminInCenter: { id: 'u3', volunteerCenterId: CENTER_A, roles: ['admin'], organizationIds: [] },
  member: { id: 'u4', volunteerCenterId: CENTER_A, roles: ['volunteer'], organizationIds: [ORGANIZATION] },
};

const others: Role[] = ['content_manager', 'volunteer', 'mentor', 'student'];

describe('who may manage users', () => {
  it.each([
    ['admin', true],
    ['center_superuser', true],
    ['organization_superuser', false],
    ...others.map((role) => [role, false] as const),
  ] as [Role, boolean][])('%s: %s', (role, expected) => {
    expect(mayManageUsers(actor(role))).toBe(expected);
  });
});

describe('managed scope', () => {
  it('admin reaches the whole tenant; the centre superuser only their centre', () => {
    expect(isWithinManagedScope(actor('admin'), subjects.otherCenter!)).toBe(true);
    expect(isWithinManagedScope(actor('center_superuser'), subjects.inCenter!)).toBe(true);
    expect(isWithinManagedScope(actor('center_superuser'), subjects.otherCenter!)).toBe(false);
    expect(isWithinManagedScope(actor('organization_superuser'), subjects.member!)).toBe(false);
  });

  it('only an admin touches an admin account or the admin role', () => {
    expect(mayTouchUser(actor('admin'), subjects.adminInCenter!)).toBe(true);
    expect(mayTouchUser(actor('center_superuser'), subjects.adminInCenter!)).toBe(false);
    expect(mayTouchUser(actor('center_superuser'), subjects.inCenter!)).toBe(true);
    expect(mayChangeRole(actor('admin'), 'admin')).toBe(true);
    expect(mayChangeRole(actor('center_superuser'), 'admin')).toBe(false);
    expect(mayChangeRole(actor('center_superuser'), 'center_superuser')).toBe(true);
  });
});

describe('reading users', () => {
  it('everyone reads themselves', () => {
    for (const role of ['admin', 'center_superuser', 'organization_superuser', ...others] as Role[]) {
      const self = actor(role);
      expect(mayReadUser(self, { id: self.id, volunteerCenterId: CENTER_A, roles: [role], organizationIds: [] })).toBe(true);
    }
  });

  it.each([
    ['admin', { inCenter: true, otherCenter: true, adminInCenter: true, member: true }],
    ['center_superuser', { inCenter: true, otherCenter: false, adminInCenter: true, member: true }],
    ['organization_superuser', { inCenter: false, otherCenter: false, adminInCenter: false, member: true }],
    ...others.map((role) => [role, { inCenter: false, otherCenter: false, adminInCenter: false, member: false }] as const),
  ] as [Role, Record<string, boolean>][])('%s reads others: %j', (role, expected) => {
    const reader = actor(role);
    const actual = Object.fromEntries(Object.entries(subjects).map(([name, subject]) => [name, mayReadUser(reader, subject)]));
    expect(actual).toEqual(expected);
    expect(mayReadOtherUsers(reader)).toBe(['admin', 'center_superuser', 'organization_superuser'].includes(role));
  });

  it('list scope: tenant, centre, own organisation only, or nothing', () => {
    expect(userListScope(actor('admin'), undefined)).toEqual({ kind: 'tenant' });
    expect(userListScope(actor('center_superuser'), ORGANIZATION)).toEqual({ kind: 'center', volunteerCenterId: CENTER_A });
    expect(userListScope(actor('organization_superuser'), ORGANIZATION)).toEqual({ kind: 'organization', organizationId: ORGANIZATION });
    expect(userListScope(actor('organization_superuser'), 'another')).toBeNull();
    expect(userListScope(actor('organization_superuser'), undefined)).toBeNull();
    for (const role of others) expect(userListScope(actor(role), ORGANIZATION)).toBeNull();
  });

  it('a plain membership does not let an organisation superuser read or list the other members', () => {
    const plainMember = policyActor('organization_superuser', CENTER_A, [ORGANIZATION], []);
    expect(mayReadUser(plainMember, subjects.member!)).toBe(false);
    expect(userListScope(plainMember, ORGANIZATION)).toBeNull();
  });
});

describe('status transitions staff may make', () => {
  it.each([
    ['active', 'inactive', true],
    ['active', 'archived', true],
    ['inactive', 'active', true],
    ['inactive', 'archived', true],
    ['archived', 'active', true],
    ['active', 'active', true],
    ['invited', 'invited', true],
    ['invited', 'active', false],
    ['invited', 'inactive', false],
    ['invited', 'archived', false],
    ['active', 'invited', false],
    ['inactive', 'invited', false],
    ['archived', 'invited', false],
    ['archived', 'inactive', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(mayChangeStatus(from, to)).toBe(expected);
  });
});

describe('who may change credentials (e-mail addresses, passwords)', () => {
  it.each(['admin', 'center_superuser', 'organization_superuser', ...others] as Role[])('%s in a session of their own: yes', (role) => {
    expect(mayChangeCredentials(actor(role))).toBe(true);
  });

  it.each(['center_superuser', 'organization_superuser', ...others] as Role[])('%s in a session an admin opened as them: no', (role) => {
    expect(mayChangeCredentials({ ...actor(role), impersonatorUserId: 'an-admin' })).toBe(false);
  });
});
