import { getPortalUrl } from './portal-url';

describe('getPortalUrl', () => {
  it('puts portal. in front of the current host, keeping the port', () => {
    expect(getPortalUrl({ protocol: 'http:', host: 'localhost:3100' })).toBe(
      'http://portal.localhost:3100',
    );
    expect(getPortalUrl({ protocol: 'http:', host: 'oldebroek.localhost:3000' })).toBe(
      'http://portal.oldebroek.localhost:3000',
    );
  });

  it('drops www. so the portal is not looked for under it', () => {
    expect(getPortalUrl({ protocol: 'https:', host: 'www.vrijwilligerswerk.example' })).toBe(
      'https://portal.vrijwilligerswerk.example',
    );
  });

  it('prefers a configured address', () => {
    expect(
      getPortalUrl({ protocol: 'https:', host: 'site.example' }, 'https://beheer.example/'),
    ).toBe('https://beheer.example');
  });
});
