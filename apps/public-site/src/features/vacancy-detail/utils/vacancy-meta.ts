import { excerpt, htmlToText } from '@site/utils/html-text';

const DESCRIPTION_LENGTH = 160;

/** A search-result-sized description: the start of the vacancy's text, else its title. */
export function metaDescription({ title, description }: { title: string; description: string | null }): string {
  return excerpt(htmlToText(description), DESCRIPTION_LENGTH) || title;
}
