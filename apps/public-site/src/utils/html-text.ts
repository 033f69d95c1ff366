import { htmlToText as readWithParser } from '@platform/contracts';
import { readHtmlTextInBrowser } from './browser-html-text';

export { excerpt } from '@platform/contracts';

/**
 * The text of an HTML fragment (a vacancy description), for excerpts and meta
 * descriptions. The server's render reads it with the parser the API uses;
 * the browser with its own, so the parser stays out of the browser's bundle.
 * Both give the same text (browser-html-text.test.ts), so hydration matches.
 */
export function htmlToText(html: string | null | undefined): string {
  return import.meta.env.SSR ? readWithParser(html) : readHtmlTextInBrowser(html);
}
