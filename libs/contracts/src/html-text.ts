import { Parser } from 'htmlparser2';

// Elements that end a sentence: without a space after them their words would run together.
const BLOCK_ELEMENTS = new Set(['p', 'li', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'blockquote']);

/**
 * The readable text of an HTML fragment (a vacancy description), for excerpts
 * and meta descriptions. The same on the server and in the browser, so a
 * server-rendered page hydrates with the text it was drawn with; nothing is
 * run or loaded, the markup is only read.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let text = '';
  const parser = new Parser(
    {
      ontext: (part) => {
        text += part;
      },
      onclosetag: (name) => {
        if (BLOCK_ELEMENTS.has(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** At most `maxLength` characters of `text`, cut at a word with an ellipsis. */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
