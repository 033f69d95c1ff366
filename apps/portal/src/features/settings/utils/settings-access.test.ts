import { mayManageSettings } from './settings-access';

const roles = (...names: string[]) => names.map((name) => ({ name }) as { name: 'admin' });

describe('mayManageSettings', () => {
  it('lets admins and centre superusers in, and no one else', () => {
    expect(mayManageSettings(roles('admin'))).toBe(true);
    expect(mayManageSettings(roles('volunteer', 'center_superuser'))).toBe(true);
    for (const role of ['organization_superuser', 'content_manager', 'volunteer', 'mentor', 'student'])
      expect(mayManageSettings(roles(role))).toBe(false);
    expect(mayManageSettings([])).toBe(false);
  });
});
