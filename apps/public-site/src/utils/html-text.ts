/**
 * The text of an HTML fragment (a vacancy description), for excerpts and meta
 * descriptions. The browser's parser reads it inertly: nothing runs or loads.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  // Block elements end a sentence; without a space their words would run together.
  document.querySelectorAll('p, li, br, h1, h2, h3, h4, h5, h6, div').forEach((element) => element.append(' '));
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** At most `maxLength` characters of `text`, cut at a word with an ellipsis. */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
