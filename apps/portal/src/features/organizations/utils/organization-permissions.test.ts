import { isAdmin, isStaff, mayEditOrganization } from './organization-permissions';

const roles = (...names: Parameters<typeof isStaff>[0][number]['name'][]) => names.map((name) => ({ name }));

describe('who runs organisations', () => {
  it('counts admins and centre superusers as staff', () => {
    expect(isStaff(roles('admin'))).toBe(true);
    expect(isStaff(roles('center_superuser'))).toBe(true);
    expect(isStaff(roles('organization_superuser', 'content_manager'))).toBe(false);
    expect(isAdmin(roles('center_superuser'))).toBe(false);
  });

  it('lets staff edit every organisation and organisation superusers only their own, not once deleted', () => {
    const own = { id: 'o1' };
    expect(mayEditOrganization(roles('center_superuser'), [], own)).toBe(true);
    expect(mayEditOrganization(roles('organization_superuser'), ['o1'], own)).toBe(true);
    expect(mayEditOrganization(roles('organization_superuser'), ['o1'], { id: 'o1', deletedAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(mayEditOrganization(roles('organization_superuser'), ['o2'], own)).toBe(false);
    expect(mayEditOrganization(roles('volunteer'), ['o1'], own)).toBe(false);
  });
});
