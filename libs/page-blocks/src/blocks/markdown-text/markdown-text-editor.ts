import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const markdownTextEditor: BlockEditor<'MarkdownText'> = {
  label: msg`Markdown text`,
  description: msg`Formatted text with headings, lists, links and emphasis.`,
  fields: [
    {
      name: 'markdown',
      kind: 'markdown',
      label: msg`Text`,
      description: msg`Write Markdown: ## Heading, **bold**, *italic*, - list item, 1. numbered item, [link text](/page) for a link. HTML is shown as plain text; images only from your own uploads.`,
    },
  ],
  create: () => ({ markdown: '' }),
};
