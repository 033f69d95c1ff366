import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';
import { buttonsField, newImage } from '../../editor/shared-fields';

export const photoHeroEditor: BlockEditor<'PhotoHero'> = {
  label: msg`Photo hero`,
  description: msg`A large photo with a title, text and up to two buttons over it.`,
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: msg`Title`,
      description: msg`The page's main heading when this block opens the page.`,
      isRequired: true,
    },
    { name: 'text', kind: 'textarea', label: msg`Text` },
    { name: 'image', kind: 'image', label: msg`Photo`, isRequired: true },
    buttonsField(2),
  ],
  create: () => ({ title: '', text: '', image: newImage(), buttons: [] }),
};
