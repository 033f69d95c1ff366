/**
 * The browser's reading of an HTML fragment's text, as `htmlToText` of
 * @platform/contracts gives it: the browser's parser reads it inertly
 * (nothing runs or loads), and block elements end with a space so their
 * words do not run together.
 */
export function readHtmlTextInBrowser(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll('p, li, br, h1, h2, h3, h4, h5, h6, div, blockquote').forEach((element) => element.append(' '));
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
