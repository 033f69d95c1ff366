import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const heroWithSearchEditor: BlockEditor<'HeroWithSearch'> = {
  label: msg`Hero with search`,
  description: msg`An opening with a title, text and a search box for vacancies.`,
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: msg`Title`,
      description: msg`The page's main heading when this block opens the page.`,
      isRequired: true,
    },
    { name: 'text', kind: 'textarea', label: msg`Text` },
    { name: 'image', kind: 'image', label: msg`Image` },
  ],
  // The image is optional: a new hero has none.
  create: () => ({ title: '', text: '' }),
};
