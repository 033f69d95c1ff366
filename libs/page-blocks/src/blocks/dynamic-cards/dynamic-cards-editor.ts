import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const dynamicCardsEditor: BlockEditor<'DynamicCards'> = {
  label: msg`Dynamic cards`,
  description: msg`Cards for pages, news items or vacancies you choose.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    {
      name: 'source',
      kind: 'select',
      label: msg`Show`,
      isRequired: true,
      options: [
        { value: 'pages', label: msg`Pages` },
        { value: 'news', label: msg`News` },
        { value: 'vacancies', label: msg`Vacancies` },
      ],
    },
    {
      name: 'itemIds',
      kind: 'itemIds',
      sourceField: 'source',
      label: msg`Items`,
      description: msg`Choose 1 to 12, in the order they should appear. Items no longer published are left out.`,
      isRequired: true,
    },
  ],
  create: () => ({ title: '', source: 'news', itemIds: [] }),
};
