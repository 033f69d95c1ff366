import { APPLICATION_STATUSES, ROLES, type Role } from '@platform/contracts';
import type { CurrentUser } from '../../identity/access/access';
import { policyActor } from '../../testing/policy-actor';
import { mayManageVacancies } from '../vacancies/vacancies.policy';
import {
  applicationListScope,
  isApplicant,
  mayDecideApplication,
  mayDecideApplications,
  maySeeApplication,
  mayTakeAction,
  type ApplicationAction,
  type ApplicationSubject,
} from './applications.policy';

// The applications rows of docs/permissions.md, cell by cell.

const CENTER_A = 'center-a';
const CENTER_B = 'center-b';

function actor(role: Role): CurrentUser {
  return policyActor(role, CENTER_A, ['own']);
}

const application = (organizationId: string, volunteerCenterId: string, userId: string | null = null): ApplicationSubject => ({
  organizationId,
  volunteerCenterId,
  userId,
});

const toOwn = application('own', CENTER_A);
const toOther = application('other', CENTER_A);
const elsewhere = application('far', CENTER_B);

describe('mayDecideApplications (before any lookup)', () => {
  // The roles are those who may manage vacancies (vacancies.policy.test.ts lists them).
  it.each(ROLES)('%s as for vacancies', (role) => {
    expect(mayDecideApplications(actor(role))).toBe(mayManageVacancies(actor(role)));
  });

  it('nobody without a session', () => expect(mayDecideApplications(null)).toBe(false));
});

describe('mayDecideApplication and maySeeApplication', () => {
  it.each([
    ['admin', [true, true, true]],
    ['center_superuser', [true, true, false]],
    ['organization_superuser', [true, false, false]],
    ['content_manager', [false, false, false]],
    ['volunteer', [false, false, false]],
  ] as const)('%s decides on [own organisation, other organisation of the centre, other centre] → %j', (role, expected) => {
    const user = actor(role);
    expect([toOwn, toOther, elsewhere].map((a) => mayDecideApplication(user, a))).toEqual(expected);
    expect([toOwn, toOther, elsewhere].map((a) => maySeeApplication(user, a))).toEqual(expected);
  });

  it('the applicant sees their own application anywhere, and is the only one who is its applicant', () => {
    const volunteer = actor('volunteer');
    const own = application('far', CENTER_B, volunteer.id);
    expect(maySeeApplication(volunteer, own)).toBe(true);
    expect(mayDecideApplication(volunteer, own)).toBe(false);
    expect(isApplicant(volunteer, own)).toBe(true);
    expect(isApplicant(actor('admin'), own)).toBe(false);
    expect(isApplicant(volunteer, toOwn)).toBe(false);
    expect(isApplicant(null, own)).toBe(false);
    expect(maySeeApplication(null, toOwn)).toBe(false);
  });
});

describe('applicationListScope', () => {
  it('matches the single-record rules', () => {
    expect(applicationListScope(actor('admin'))).toEqual({ kind: 'all' });
    expect(applicationListScope(actor('center_superuser'))).toEqual({ kind: 'center', volunteerCenterId: CENTER_A, userId: 'actor-center_superuser' });
    expect(applicationListScope(actor('organization_superuser'))).toEqual({ kind: 'organizations', organizationIds: ['own'], userId: 'actor-organization_superuser' });
    expect(applicationListScope(actor('volunteer'))).toEqual({ kind: 'own', userId: 'actor-volunteer' });
    expect(applicationListScope(actor('content_manager'))).toEqual({ kind: 'own', userId: 'actor-content_manager' });
  });
});

describe('transitions', () => {
  const allowed: Record<ApplicationAction, string[]> = {
    review: ['pending'],
    accept: ['pending', 'in_review'],
    reject: ['pending', 'in_review'],
    withdraw: ['pending', 'in_review'],
  };
  it.each(Object.entries(allowed))('%s only from %j', (action, from) => {
    for (const status of APPLICATION_STATUSES) {
      expect(mayTakeAction(action as ApplicationAction, status)).toBe(from.includes(status));
    }
  });
});
