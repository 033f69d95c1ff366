import { createLocalePrefixRewrite, parseLocalePrefix } from './locale-prefix';
import { detectLocale } from './locale';

describe('parseLocalePrefix', () => {
  it('splits a whole /en or /nl first segment off the path', () => {
    expect(parseLocalePrefix('/en/vacancies/12')).toEqual({
      locale: 'en',
      pathname: '/vacancies/12',
    });
    expect(parseLocalePrefix('/NL')).toEqual({ locale: 'nl', pathname: '/' });
    expect(parseLocalePrefix('/nl/')).toEqual({ locale: 'nl', pathname: '/' });
  });

  it('leaves other paths alone', () => {
    expect(parseLocalePrefix('/english/x')).toEqual({ locale: undefined, pathname: '/english/x' });
    expect(parseLocalePrefix('/vacancies')).toEqual({ locale: undefined, pathname: '/vacancies' });
    expect(parseLocalePrefix('/')).toEqual({ locale: undefined, pathname: '/' });
  });
});

describe('detectLocale with a path', () => {
  it('lets the prefix win over the cookie and the browser', () => {
    expect(detectLocale({ pathname: '/en/x', cookie: 'locale=nl', languages: ['nl'] })).toBe('en');
    expect(detectLocale({ pathname: '/x', cookie: 'locale=en', languages: ['nl'] })).toBe('en');
  });
});

describe('createLocalePrefixRewrite', () => {
  function setUp(initial: 'nl' | 'en') {
    let locale = initial;
    const switched: string[] = [];
    const remembered: string[] = [];
    const rewrite = createLocalePrefixRewrite({
      getLocale: () => locale,
      onPrefixedLocale: (next) => switched.push(next),
      rememberLocale: (chosen) => remembered.push(chosen),
    });
    const input = (href: string) => {
      const result = rewrite.input?.({ url: new URL(href) });
      return result ? new URL(String(result)).pathname : new URL(href).pathname;
    };
    const output = (href: string) => {
      const result = rewrite.output?.({ url: new URL(href) });
      return result ? new URL(String(result)).pathname : new URL(href).pathname;
    };
    return { input, output, switched, remembered, setLocale: (next: 'nl' | 'en') => (locale = next) };
  }

  it('strips the prefix for the routes and keeps it on every link', () => {
    const { input, output, switched } = setUp('en');
    expect(input('http://site.example/en/vacancies')).toBe('/vacancies');
    expect(switched).toEqual([]);
    expect(output('http://site.example/organizations')).toBe('/en/organizations');
    expect(output('http://site.example/')).toBe('/en');
  });

  it('asks to switch when the prefix names another language, and follows a switch', () => {
    const { input, output, switched, setLocale } = setUp('nl');
    input('http://site.example/en/');
    expect(switched).toEqual(['en']);
    setLocale('en');
    expect(output('http://site.example/x')).toBe('/en/x');
  });

  it('remembers each language a prefix names once, also the active one', () => {
    const { input, remembered } = setUp('en');
    input('http://site.example/en/vacancies');
    input('http://site.example/en/organizations');
    expect(remembered).toEqual(['en']);
    input('http://site.example/nl/vacancies');
    input('http://site.example/en/');
    expect(remembered).toEqual(['en', 'nl', 'en']);
  });

  it('leaves an unprefixed visit unprefixed, and chooses no language', () => {
    const { input, output, remembered } = setUp('nl');
    expect(input('http://site.example/vacancies')).toBe('/vacancies');
    expect(output('http://site.example/vacancies')).toBe('/vacancies');
    expect(remembered).toEqual([]);
  });
});
