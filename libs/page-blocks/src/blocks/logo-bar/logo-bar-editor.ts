import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const logoBarEditor: BlockEditor<'LogoBar'> = {
  label: msg`Logo bar`,
  description: msg`A row of your partners' logos, each linking to the partner.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    { name: 'maxLogos', kind: 'number', label: msg`Most logos shown`, min: 1, max: 24 },
  ],
  create: () => ({ title: '', maxLogos: 12 }),
};
