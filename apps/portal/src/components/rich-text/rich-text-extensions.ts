import { StarterKit } from '@tiptap/starter-kit';

/**
 * The editor's extensions: exactly what the toolbar offers (bold, italic,
 * two heading levels, lists, links) plus paragraphs, line breaks and undo.
 * Marks without a button are off, so pasted text cannot bring them in;
 * the API keeps the same set when it sanitises the HTML.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];
