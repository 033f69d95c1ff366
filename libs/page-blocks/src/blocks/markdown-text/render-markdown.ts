import { isHttpUrl, isImageUploadUrl, isSiteLink } from '@platform/contracts';
import { Marked } from 'marked';
import { EXTERNAL_REL } from '../../parts/link-kind';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

// One configured instance: the same input gives the same HTML on the server and
// in the browser, so hydration never finds a difference.
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML is shown as text, never passed through: editors write Markdown,
    // and HTML could carry script (`<img onerror>`).
    html({ text, block }) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    // The page's title is its h1; the text's headings sit below it.
    heading({ tokens, depth }) {
      const level = Math.max(2, depth);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // Only links a visitor can follow safely (no `javascript:`); others keep just their text.
    link({ href, title, text, tokens, autolink }) {
      const content = autolink ? escapeHtml(text) : this.parser.parseInline(tokens);
      if (!isSiteLink(href)) return content;
      const rel = isHttpUrl(href) ? ` rel="${EXTERNAL_REL}"` : '';
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${rel}${titleAttribute}>${content}</a>`;
    },
    // Only the centre's own uploads: an outside image would tell another site who reads the page.
    image({ href, text }) {
      if (!isImageUploadUrl(href)) return '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
});

/** The HTML of a block's Markdown: raw HTML escaped, unsafe links and outside images left out, headings from h2. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
