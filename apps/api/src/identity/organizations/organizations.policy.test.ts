import type { OrganizationStatus, Role } from '@platform/contracts';
import type { CurrentUser } from '../access/access';
import { policyActor } from '../../testing/policy-actor';
import {
  mayAdministerOrganization,
  mayAdministerOrganizations,
  mayEditOrganization,
  maySeeAllVacancies,
  maySeeOrganization,
  organizationListScope,
  type OrganizationSubject,
} from './organizations.policy';

// The organisations rows of docs/permissions.md, cell by cell.

const CENTER_A = 'center-a';
const CENTER_B = 'center-b';

// Organisation superusers manage organisation 'own'; other roles belong to no organisation.
function actor(role: Role): CurrentUser {
  return policyActor(role, CENTER_A, role === 'organization_superuser' ? ['own'] : []);
}

function organization(id: string, volunteerCenterId: string, status: OrganizationStatus): OrganizationSubject {
  return { id, volunteerCenterId, status, deletedAt: status === 'deleted' ? new Date() : null };
}

const organizations = {
  approvedHere: organization('a', CENTER_A, 'approved'),
  pendingHere: organization('b', CENTER_A, 'pending'),
  deletedHere: organization('c', CENTER_A, 'deleted'),
  approvedThere: organization('d', CENTER_B, 'approved'),
  pendingThere: organization('e', CENTER_B, 'pending'),
  ownPending: organization('own', CENTER_A, 'pending'),
};

type Viewer = Role | 'anonymous';
const viewers: Viewer[] = ['anonymous', 'admin', 'center_superuser', 'organization_superuser', 'content_manager', 'volunteer', 'mentor', 'student'];
const userOf = (viewer: Viewer) => (viewer === 'anonymous' ? null : actor(viewer));
const isPublicViewer = (viewer: Viewer) => !['admin', 'center_superuser', 'organization_superuser'].includes(viewer);

function row(check: (user: CurrentUser | null, o: OrganizationSubject) => boolean, viewer: Viewer) {
  return Object.fromEntries(Object.entries(organizations).map(([name, o]) => [name, check(userOf(viewer), o)]));
}

describe('seeing organisations (site of centre A)', () => {
  it.each(viewers)('%s', (viewer) => {
    const expected = {
      admin: { approvedHere: true, pendingHere: true, deletedHere: true, approvedThere: true, pendingThere: true, ownPending: true },
      center_superuser: { approvedHere: true, pendingHere: true, deletedHere: true, approvedThere: false, pendingThere: false, ownPending: true },
      organization_superuser: { approvedHere: true, pendingHere: false, deletedHere: false, approvedThere: false, pendingThere: false, ownPending: true },
    }[viewer as string] ?? { approvedHere: true, pendingHere: false, deletedHere: false, approvedThere: false, pendingThere: false, ownPending: false };
    expect(row((user, o) => maySeeOrganization(user, [CENTER_A], o), viewer)).toEqual(expected);
  });
});

describe('seeing organisations where the tenant shares its centres', () => {
  it.each(viewers.filter(isPublicViewer))("%s sees the approved organisations of every centre, nothing more", (viewer) => {
    expect(row((user, o) => maySeeOrganization(user, 'all', o), viewer)).toEqual({
      approvedHere: true,
      pendingHere: false,
      deletedHere: false,
      approvedThere: true,
      pendingThere: false,
      ownPending: false,
    });
  });
});

describe('administering organisations (approve, delete, status, type)', () => {
  it.each(viewers)('%s', (viewer) => {
    const expected = {
      admin: { approvedHere: true, pendingHere: true, deletedHere: true, approvedThere: true, pendingThere: true, ownPending: true },
      center_superuser: { approvedHere: true, pendingHere: true, deletedHere: true, approvedThere: false, pendingThere: false, ownPending: true },
    }[viewer as string] ?? { approvedHere: false, pendingHere: false, deletedHere: false, approvedThere: false, pendingThere: false, ownPending: false };
    expect(row(mayAdministerOrganization, viewer)).toEqual(expected);
    const user = userOf(viewer);
    if (user) expect(mayAdministerOrganizations(user)).toBe(viewer === 'admin' || viewer === 'center_superuser');
  });
});

describe('editing details and seeing every vacancy', () => {
  it.each(viewers)('%s', (viewer) => {
    const expected = {
      admin: { approvedHere: true, pendingHere: true, deletedHere: true, approvedThere: true, pendingThere: true, ownPending: true },
      center_superuser: { approvedHere: true, pendingHere: true, deletedHere: true, approvedThere: false, pendingThere: false, ownPending: true },
      organization_superuser: { approvedHere: false, pendingHere: false, deletedHere: false, approvedThere: false, pendingThere: false, ownPending: true },
    }[viewer as string] ?? { approvedHere: false, pendingHere: false, deletedHere: false, approvedThere: false, pendingThere: false, ownPending: false };
    expect(row(mayEditOrganization, viewer)).toEqual(expected);
    expect(row(maySeeAllVacancies, viewer)).toEqual(expected);
  });
});

describe('list scope', () => {
  it('matches maySeeOrganization', () => {
    expect(organizationListScope(actor('admin'), CENTER_B)).toEqual({ kind: 'all' });
    expect(organizationListScope(actor('center_superuser'), CENTER_A)).toEqual({ kind: 'center', volunteerCenterId: CENTER_A });
    expect(organizationListScope(actor('organization_superuser'), CENTER_A)).toEqual({ kind: 'public', volunteerCenterId: CENTER_A, ownIds: ['own'] });
    for (const viewer of viewers.filter(isPublicViewer)) {
      expect(organizationListScope(userOf(viewer), CENTER_A)).toEqual({ kind: 'public', volunteerCenterId: CENTER_A, ownIds: [] });
    }
  });
});

describe('plain members', () => {
  // A `member` membership: the organisation is theirs to see, not to manage, whatever their roles.
  const plainMembers = (['volunteer', 'organization_superuser'] as const).map((role) => policyActor(role, CENTER_A, ['own'], []));

  it.each(plainMembers.map((user) => [user.roles[0], user] as const))('%s sees their organisation whatever its status', (_role, user) => {
    expect(maySeeOrganization(user, [CENTER_A], organizations.ownPending)).toBe(true);
    expect(maySeeOrganization(user, [CENTER_A], organizations.pendingHere)).toBe(false);
    expect(organizationListScope(user, CENTER_A)).toEqual({ kind: 'public', volunteerCenterId: CENTER_A, ownIds: ['own'] });
  });

  it.each(plainMembers.map((user) => [user.roles[0], user] as const))('%s does not manage it', (_role, user) => {
    expect(mayEditOrganization(user, organizations.ownPending)).toBe(false);
    expect(maySeeAllVacancies(user, organizations.ownPending)).toBe(false);
    expect(mayAdministerOrganization(user, organizations.ownPending)).toBe(false);
  });

  it('sees nothing of a deleted organisation', () => {
    const deletedOwn = organization('own', CENTER_A, 'deleted');
    for (const user of plainMembers) expect(maySeeOrganization(user, [CENTER_A], deletedOwn)).toBe(false);
  });
});
