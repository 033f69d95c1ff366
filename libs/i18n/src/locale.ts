import { DEFAULT_LOCALE, LOCALES, type Locale } from '@platform/contracts';
import { parseLocalePrefix } from './locale-prefix';

/** Name of the cookie that remembers the chosen interface language. */
export const LOCALE_COOKIE = 'locale';

/** The language choice is remembered for a year (spec §9). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads one cookie from a `document.cookie`-style string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/** Maps a BCP 47 tag such as `nl-BE` or `en_GB` to a supported locale. */
export function matchLocale(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** Where the browser's language preference comes from; both default to the real browser. */
export type LocaleSources = {
  /** A `document.cookie`-style string. */
  cookie?: string;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  languages?: readonly string[];
  /** The page's path; an `/en` or `/nl` prefix wins over everything else. */
  pathname?: string;
};

/**
 * Picks the interface language: the URL's `/en` or `/nl` prefix, else the
 * remembered choice in the `locale` cookie, else the first supported browser
 * language, else Dutch.
 */
export function detectLocale(sources: LocaleSources = browserLocaleSources()): Locale {
  const prefixed = sources.pathname ? parseLocalePrefix(sources.pathname).locale : undefined;
  if (prefixed) return prefixed;
  const remembered = sources.cookie ? readCookie(sources.cookie, LOCALE_COOKIE) : undefined;
  if (isLocale(remembered)) return remembered;
  for (const tag of sources.languages ?? []) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

function browserLocaleSources(): LocaleSources {
  if (typeof document === 'undefined') return {};
  return {
    cookie: document.cookie,
    languages: navigator.languages,
    pathname: window.location.pathname,
  };
}

/** Builds the `Set-Cookie`-style string that remembers a language choice. */
export function serializeLocaleCookie(locale: Locale, isSecure: boolean): string {
  const attributes = [
    `${LOCALE_COOKIE}=${locale}`,
    'Path=/',
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (isSecure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Remembers the language choice in the browser for 365 days. */
export function persistLocale(locale: Locale): void {
  document.cookie = serializeLocaleCookie(locale, window.location.protocol === 'https:');
}
