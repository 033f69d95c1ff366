import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const sectionTitleEditor: BlockEditor<'SectionTitle'> = {
  label: msg`Section title`,
  description: msg`A heading with an optional introduction, to divide a page.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title`, isRequired: true },
    { name: 'subtitle', kind: 'textarea', label: msg`Introduction` },
    {
      name: 'level',
      kind: 'select',
      label: msg`Heading level`,
      options: [
        { value: 2, label: msg`Heading 2 (section)` },
        { value: 3, label: msg`Heading 3 (subsection)` },
      ],
    },
  ],
  create: () => ({ title: '', subtitle: '', level: 2 }),
};
