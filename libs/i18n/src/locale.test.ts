import {
  detectLocale,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  matchLocale,
  readCookie,
  serializeLocaleCookie,
} from './locale';

describe('detectLocale', () => {
  it('prefers the remembered choice over the browser languages', () => {
    expect(detectLocale({ cookie: 'tenant=public; locale=en', languages: ['nl-NL'] })).toBe('en');
  });

  it('ignores an unsupported remembered value and falls back to the browser', () => {
    expect(detectLocale({ cookie: 'locale=fr', languages: ['fr-FR', 'en-GB', 'nl'] })).toBe('en');
  });

  it('takes the first supported browser language', () => {
    expect(detectLocale({ cookie: '', languages: ['de-DE', 'nl-BE', 'en'] })).toBe('nl');
  });

  it('defaults to Dutch when nothing matches', () => {
    expect(detectLocale({ cookie: 'other=1', languages: ['fr', 'de'] })).toBe('nl');
    expect(detectLocale({})).toBe('nl');
  });
});

describe('matchLocale', () => {
  it('reduces region and script variants to the language', () => {
    expect(matchLocale('EN_us')).toBe('en');
    expect(matchLocale('nl-Latn-NL')).toBe('nl');
    expect(matchLocale('fy-NL')).toBeUndefined();
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    expect(readCookie('xlocale=en; locale=nl; uid=a%40b.example', 'uid')).toBe('a@b.example');
    expect(readCookie('xlocale=en', 'locale')).toBeUndefined();
  });
});

describe('serializeLocaleCookie', () => {
  it('keeps the choice for 365 days on the whole site', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(serializeLocaleCookie('en', false)).toBe(
      'locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(serializeLocaleCookie('nl', true)).toMatch(/; Secure$/);
  });
});
