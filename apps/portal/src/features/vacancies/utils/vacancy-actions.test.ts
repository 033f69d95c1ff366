import { VACANCY_STATUSES } from '@platform/contracts';
import { mayManageVacancy, vacancyActions } from './vacancy-actions';

describe('vacancyActions', () => {
  it('follows the API’s transitions', () => {
    expect(Object.fromEntries(VACANCY_STATUSES.map((status) => [status, vacancyActions(status)]))).toEqual({
      draft: { canPublish: true, canArchive: true, canRestore: false, canDelete: true },
      published: { canPublish: false, canArchive: true, canRestore: false, canDelete: true },
      filled: { canPublish: true, canArchive: true, canRestore: false, canDelete: true },
      expired: { canPublish: true, canArchive: true, canRestore: false, canDelete: true },
      archived: { canPublish: false, canArchive: false, canRestore: true, canDelete: true },
      deleted: { canPublish: false, canArchive: false, canRestore: false, canDelete: false },
    });
  });
});

describe('mayManageVacancy', () => {
  const vacancy = { organizationId: 'org-1' };

  it('lets admins and centre staff manage every vacancy they see', () => {
    expect(mayManageVacancy([{ name: 'admin' }], [], vacancy)).toBe(true);
    expect(mayManageVacancy([{ name: 'center_superuser' }], [], vacancy)).toBe(true);
  });

  it('lets organisation managers manage only their own organisations’ vacancies', () => {
    expect(mayManageVacancy([{ name: 'organization_superuser' }], ['org-1'], vacancy)).toBe(true);
    expect(mayManageVacancy([{ name: 'organization_superuser' }], ['org-2'], vacancy)).toBe(false);
  });

  it('refuses other roles, even members of the organisation', () => {
    expect(mayManageVacancy([{ name: 'volunteer' }, { name: 'content_manager' }], ['org-1'], vacancy)).toBe(false);
  });
});
