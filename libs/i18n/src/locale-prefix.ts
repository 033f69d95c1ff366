import { LOCALES, type Locale } from '@platform/contracts';
import type { LocationRewrite } from '@tanstack/react-router';

/** A path split into its locale prefix (`/en/…`, `/nl/…`) and the rest. */
export type LocalePrefixedPath = { locale: Locale | undefined; pathname: string };

/**
 * Splits `/en/vacancies` into `en` and `/vacancies`. Only a whole first
 * segment counts, so `/english` or `/nlx` are ordinary paths.
 */
export function parseLocalePrefix(pathname: string): LocalePrefixedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  const locale = LOCALES.find((candidate) => candidate === segment);
  if (!match || !locale) return { locale: undefined, pathname };
  return { locale, pathname: match[2] ?? '/' };
}

/** Options of {@link createLocalePrefixRewrite}. */
export type LocalePrefixRewriteOptions = {
  /** The active interface language; a prefixed session's links carry it. */
  getLocale: () => Locale;
  /** Called when a prefixed URL names another language than the active one, to switch to it. */
  onPrefixedLocale: (locale: Locale) => void;
  /**
   * Called once for each language prefixed URLs name, the first one too: a
   * prefix is a language choice to remember (spec §1), e.g. `persistLocale`.
   */
  rememberLocale: (locale: Locale) => void;
};

/**
 * A TanStack Router `rewrite` for the `/en` and `/nl` prefixes (spec §1). The
 * router's routes never see the prefix: `input` strips it, `output` puts the
 * active language back on every link and navigation, so the prefix is kept
 * across navigation (also `navigate({ href })` with an unprefixed path) and
 * follows a language switch. Arriving on a prefix is a language choice
 * (`rememberLocale`), so a later visit without one keeps the language. A
 * visit that arrived without a prefix stays unprefixed; its language comes
 * from the cookie or the browser as before.
 */
export function createLocalePrefixRewrite({
  getLocale,
  onPrefixedLocale,
  rememberLocale,
}: LocalePrefixRewriteOptions): LocationRewrite {
  let isPrefixed = false;
  // The router parses a location more than once; ask for each switch, and remember each choice, once.
  let requested: Locale | undefined;
  let remembered: Locale | undefined;
  return {
    input: ({ url }) => {
      const { locale, pathname } = parseLocalePrefix(url.pathname);
      // Once prefixed, always prefixed: the router also parses in-app hrefs
      // (`navigate({ href: '/dashboard' })`), which never carry the prefix.
      if (!locale) return undefined;
      isPrefixed = true;
      if (locale !== remembered) {
        remembered = locale;
        rememberLocale(locale);
      }
      if (locale === getLocale()) requested = undefined;
      else if (locale !== requested) {
        requested = locale;
        onPrefixedLocale(locale);
      }
      url.pathname = pathname;
      return url;
    },
    output: ({ url }) => {
      if (!isPrefixed) return undefined;
      url.pathname = `/${getLocale()}${url.pathname === '/' ? '' : url.pathname}`;
      return url;
    },
  };
}
