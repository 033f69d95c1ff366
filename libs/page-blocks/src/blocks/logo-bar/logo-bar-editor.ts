import { msg } from '@lingui/core/macro';
import type { BlockPropsInput } from '@platform/contracts';
import type { BlockEditor } from '../../editor/field-spec';

type Logo = NonNullable<BlockPropsInput<'LogoBar'>['logos']>[number];

const newLogo = (): Logo => ({ name: '', image: { url: '', alt: '', decorative: false }, href: '' });

export const logoBarEditor: BlockEditor<'LogoBar'> = {
  label: msg`Logo bar`,
  description: msg`A row of your partners' logos, each linking to the partner. Without logos added here, your partner organisations are shown by name.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    { name: 'maxLogos', kind: 'number', label: msg`Most logos shown`, min: 1, max: 24 },
    {
      name: 'logos',
      kind: 'list',
      label: msg`Logos`,
      itemLabel: msg`Logo`,
      min: 0,
      max: 24,
      create: newLogo,
      fields: [
        { name: 'name', kind: 'text', label: msg`Partner's name`, isRequired: true },
        { name: 'image', kind: 'image', label: msg`Logo`, isRequired: true },
        { name: 'href', kind: 'link', label: msg`Link to the partner's website` },
      ],
    },
  ],
  create: () => ({ title: '', maxLogos: 12, logos: [] }),
};
