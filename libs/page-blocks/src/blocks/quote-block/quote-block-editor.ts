import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const quoteBlockEditor: BlockEditor<'QuoteBlock'> = {
  label: msg`Quote`,
  description: msg`A quote with who said it.`,
  fields: [
    { name: 'quote', kind: 'textarea', label: msg`Quote`, isRequired: true },
    { name: 'author', kind: 'text', label: msg`Name`, description: msg`Who said it.` },
    { name: 'role', kind: 'text', label: msg`Role`, description: msg`For example: volunteer at the food bank.` },
    { name: 'image', kind: 'image', label: msg`Photo` },
  ],
  // The photo is optional: a new quote has none.
  create: () => ({ quote: '', author: '', role: '' }),
};
