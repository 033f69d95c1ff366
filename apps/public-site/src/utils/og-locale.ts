const OG_LOCALES: Record<string, string> = { nl: 'nl_NL', en: 'en_GB' };

/** The Open Graph locale of the interface language. */
export function ogLocale(locale: string): string {
  return OG_LOCALES[locale] ?? 'nl_NL';
}
