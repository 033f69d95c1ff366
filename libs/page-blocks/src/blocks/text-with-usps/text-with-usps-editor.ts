import { msg } from '@lingui/core/macro';
import type { BlockPropsInput } from '@platform/contracts';
import type { BlockEditor } from '../../editor/field-spec';

type Usp = BlockPropsInput<'TextWithUsps'>['usps'][number];

const newUsp = (): Usp => ({ title: '', text: '' });

export const textWithUspsEditor: BlockEditor<'TextWithUsps'> = {
  label: msg`Text with USPs`,
  description: msg`A text beside a list of strong points.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    { name: 'text', kind: 'textarea', label: msg`Text` },
    {
      name: 'usps',
      kind: 'list',
      label: msg`USPs`,
      itemLabel: msg`USP`,
      min: 1,
      max: 8,
      create: newUsp,
      fields: [
        { name: 'title', kind: 'text', label: msg`Title`, isRequired: true },
        { name: 'text', kind: 'textarea', label: msg`Text` },
      ],
    },
  ],
  create: () => ({ title: '', text: '', usps: [newUsp()] }),
};
