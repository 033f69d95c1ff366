import type { Role, VacancyStatus } from '@platform/contracts';
import type { CurrentUser } from '../../identity/access/access';
import { policyActor } from '../../testing/policy-actor';
import { mayManageVacancies, mayManageVacancy, maySeeVacancy, mayTransition, vacancyListScope, type VacancySubject } from './vacancies.policy';

// The vacancies rows of docs/permissions.md, cell by cell.

const CENTER_A = 'center-a';
const CENTER_B = 'center-b';

function actor(role: Role): CurrentUser {
  return policyActor(role, CENTER_A, ['own']);
}

function vacancy(organizationId: string, volunteerCenterId: string, status: VacancyStatus): VacancySubject {
  return { organizationId, volunteerCenterId, status };
}

const ownDraft = vacancy('own', CENTER_A, 'draft');
const otherPublished = vacancy('other', CENTER_A, 'published');
const otherDraft = vacancy('other', CENTER_A, 'draft');
const elsewhereDraft = vacancy('far', CENTER_B, 'draft');
const elsewherePublished = vacancy('far', CENTER_B, 'published');
const deleted = vacancy('own', CENTER_A, 'deleted');

describe('mayManageVacancies', () => {
  it.each([
    ['admin', true],
    ['center_superuser', true],
    ['organization_superuser', true],
    ['content_manager', false],
    ['volunteer', false],
    ['mentor', false],
    ['student', false],
  ] as const)('%s → %s', (role, expected) => {
    expect(mayManageVacancies(actor(role))).toBe(expected);
  });
});

describe('mayManageVacancy', () => {
  it('admin manages every vacancy of the tenant', () => {
    expect([ownDraft, otherDraft, elsewhereDraft].every((v) => mayManageVacancy(actor('admin'), v))).toBe(true);
  });
  it("centre superuser manages the centre's vacancies only", () => {
    expect(mayManageVacancy(actor('center_superuser'), otherDraft)).toBe(true);
    expect(mayManageVacancy(actor('center_superuser'), elsewhereDraft)).toBe(false);
  });
  it("organisation superuser manages their own organisations' vacancies only", () => {
    expect(mayManageVacancy(actor('organization_superuser'), ownDraft)).toBe(true);
    expect(mayManageVacancy(actor('organization_superuser'), otherPublished)).toBe(false);
  });
  it('nobody else, and not anonymous', () => {
    expect(mayManageVacancy(actor('volunteer'), ownDraft)).toBe(false);
    expect(mayManageVacancy(null, ownDraft)).toBe(false);
  });
});

describe('maySeeVacancy', () => {
  it("anonymous sees the published vacancies of the site's centre", () => {
    expect(maySeeVacancy(null, [CENTER_A], otherPublished)).toBe(true);
    expect(maySeeVacancy(null, [CENTER_A], otherDraft)).toBe(false);
    expect(maySeeVacancy(null, [CENTER_A], elsewherePublished)).toBe(false);
  });
  it('with centre sharing, anonymous sees the published vacancies of every centre of the tenant', () => {
    expect(maySeeVacancy(null, 'all', elsewherePublished)).toBe(true);
    expect(maySeeVacancy(null, 'all', otherDraft)).toBe(false);
  });
  it('managers see drafts in their reach; nobody sees deleted ones', () => {
    expect(maySeeVacancy(actor('organization_superuser'), [CENTER_A], ownDraft)).toBe(true);
    expect(maySeeVacancy(actor('organization_superuser'), [CENTER_A], otherDraft)).toBe(false);
    expect(maySeeVacancy(actor('center_superuser'), [CENTER_A], elsewhereDraft)).toBe(false);
    expect(maySeeVacancy(actor('admin'), [CENTER_A], elsewhereDraft)).toBe(true);
    expect(maySeeVacancy(actor('admin'), [CENTER_A], deleted)).toBe(false);
  });
});

describe('vacancyListScope', () => {
  it('follows the roles', () => {
    expect(vacancyListScope(actor('admin'), CENTER_B)).toEqual({ kind: 'all' });
    expect(vacancyListScope(actor('center_superuser'), CENTER_B)).toEqual({ kind: 'center', volunteerCenterId: CENTER_A });
    expect(vacancyListScope(actor('organization_superuser'), CENTER_A)).toEqual({ kind: 'public', volunteerCenterId: CENTER_A, ownOrganizationIds: ['own'] });
    expect(vacancyListScope(null, CENTER_A)).toEqual({ kind: 'public', volunteerCenterId: CENTER_A, ownOrganizationIds: [] });
  });
});

describe('mayTransition', () => {
  it.each([
    ['draft', 'published', true],
    ['draft', 'filled', false],
    ['published', 'filled', true],
    ['published', 'expired', true],
    ['published', 'archived', true],
    ['published', 'draft', false],
    ['archived', 'draft', true],
    ['archived', 'published', false],
    ['expired', 'published', true],
    ['filled', 'deleted', true],
    ['deleted', 'draft', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(mayTransition(from, to)).toBe(expected);
  });
});
