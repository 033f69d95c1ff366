import { landingRedirect } from './pages';

describe('landingRedirect (the API and the public site’s own server both use it)', () => {
  const host = 'gelderse-handen.localhost';

  it('sends the marketing host’s visitors to the landing path, keeping a locale prefix', () => {
    expect(landingRedirect('/', host, host)).toBe('/gelderse-handen');
    expect(landingRedirect('/vacancies/search', 'Gelderse-Handen.localhost', host)).toBe('/gelderse-handen');
    expect(landingRedirect('/EN/nieuws', host, host)).toBe('/en/gelderse-handen');
  });

  it('leaves the landing path itself, other hosts and an unset host alone', () => {
    expect(landingRedirect('/gelderse-handen/', host, host)).toBeUndefined();
    expect(landingRedirect('/nl/gelderse-handen', host, host)).toBeUndefined();
    expect(landingRedirect('/vacancies/search', 'localhost', host)).toBeUndefined();
    expect(landingRedirect('/', host, undefined)).toBeUndefined();
  });
});
