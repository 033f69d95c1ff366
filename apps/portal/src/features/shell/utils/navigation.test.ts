import { navigationFor, publicSiteOrigin, TOP_NAVIGATION } from './navigation';

describe('publicSiteOrigin', () => {
  it('drops the portal prefix and keeps the port', () => {
    expect(publicSiteOrigin('portal.apeldoorn.localhost:3000')).toBe('//apeldoorn.localhost:3000');
    expect(publicSiteOrigin('portal.localhost')).toBe('//localhost');
  });

  it('leaves another host alone', () => {
    expect(publicSiteOrigin('example.org')).toBe('//example.org');
  });
});

describe('TOP_NAVIGATION', () => {
  it('has the routes of spec §2 in order', () => {
    expect(TOP_NAVIGATION.map((item) => item.to)).toEqual([
      '/dashboard',
      '/vacancies',
      '/vacancies/search',
      '/organizations',
      '/users',
      '/applications',
      '/content',
      '/form_builder',
      '/settings',
      '/conversations',
      '/een-op-een-hulp',
      '/vrijwilligerspool',
    ]);
  });
});

describe('navigationFor', () => {
  it('shows the forms to those who build them only', () => {
    const paths = (name: 'volunteer' | 'organization_superuser' | 'content_manager') =>
      navigationFor([{ name }], { peerToPeer: true, volunteerProfiles: true }).map((item) => item.to);
    expect(paths('organization_superuser')).toContain('/form_builder');
    expect(paths('content_manager')).toContain('/form_builder');
    expect(paths('volunteer')).not.toContain('/form_builder');
    expect(paths('volunteer')).toContain('/content');
  });

  it('shows the volunteer pool to staff and organisation superusers where the tenant has it', () => {
    const pool = (
      name: 'volunteer' | 'organization_superuser' | 'center_superuser',
      volunteerProfiles: boolean,
    ) =>
      navigationFor([{ name }], { volunteerProfiles }).some(
        (item) => item.to === '/vrijwilligerspool',
      );
    expect(pool('organization_superuser', true)).toBe(true);
    expect(pool('center_superuser', true)).toBe(true);
    expect(pool('volunteer', true)).toBe(false);
    // The meedoen variant has no pool: no entry even for staff.
    expect(pool('center_superuser', false)).toBe(false);
  });
});

describe('one-to-one support in the navigation', () => {
  it('shows it to centre staff where peer-to-peer is on, and nowhere else', () => {
    const paths = (name: 'center_superuser' | 'volunteer', peerToPeer: boolean) =>
      navigationFor([{ name }], { peerToPeer }).map((item) => item.to);
    expect(paths('center_superuser', true)).toContain('/een-op-een-hulp');
    expect(paths('center_superuser', false)).not.toContain('/een-op-een-hulp');
    expect(paths('volunteer', true)).not.toContain('/een-op-een-hulp');
  });
});
