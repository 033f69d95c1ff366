import sanitizeHtml from 'sanitize-html';

/**
 * What the portal's Tiptap editor produces and the public site renders:
 * paragraphs, line breaks, bold, italic, underline, strike-through, links,
 * lists, two heading levels and quotes. Everything else is dropped (the text
 * of unknown tags stays; scripts and styles go with their content).
 */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Links leave the site: no referrer, no access to the opener, no ranking credit.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

/**
 * A vacancy description as it is stored: sanitised HTML, or null when nothing
 * readable is left (an empty editor sends `<p></p>`), so the publishing check
 * sees a missing description.
 */
export function sanitizeDescription(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeHtml(html, DESCRIPTION_HTML).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim();
  return text === '' ? null : clean;
}
