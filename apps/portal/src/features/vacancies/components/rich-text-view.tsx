import { generateHTML, generateJSON } from '@tiptap/react';
import { useMemo } from 'react';
import { RICH_TEXT_EXTENSIONS } from '@portal/components/rich-text/rich-text-extensions';

const VIEW_CLASSES =
  '[&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_a]:text-primary [&_a]:underline dark:[&_a]:text-primary-300 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A description as the editor shows it, read-only. The stored HTML is read
 * through the editor's schema and written out again, so only what the editor
 * allows reaches the page (no scripts, styles, unknown attributes or
 * `javascript:` links), whatever a stored text carries.
 */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => generateHTML(generateJSON(html, RICH_TEXT_EXTENSIONS), RICH_TEXT_EXTENSIONS), [html]);
  // The HTML is the schema's own serialisation of the parsed document (see above).
  return <div className={VIEW_CLASSES} dangerouslySetInnerHTML={{ __html: clean }} />;
}
