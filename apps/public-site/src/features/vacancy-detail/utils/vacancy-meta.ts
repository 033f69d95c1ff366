import { excerpt, htmlToText } from '../../../utils/html-text';

const OG_LOCALES: Record<string, string> = { nl: 'nl_NL', en: 'en_GB' };

/** The Open Graph locale of an interface language (`nl` → `nl_NL`). */
export function ogLocale(locale: string): string {
  return OG_LOCALES[locale] ?? 'nl_NL';
}

const DESCRIPTION_LENGTH = 160;

/** A search-result-sized description: the start of the vacancy's text, else its title. */
export function metaDescription({ title, description }: { title: string; description: string | null }): string {
  return excerpt(htmlToText(description), DESCRIPTION_LENGTH) || title;
}
