import { msg } from '@lingui/core/macro';
import type { BlockPropsInput } from '@platform/contracts';
import type { BlockEditor } from '../../editor/field-spec';

type Hotlink = BlockPropsInput<'Hotlinks'>['links'][number];

const newLink = (): Hotlink => ({ label: '', href: '', description: '' });

export const hotlinksEditor: BlockEditor<'Hotlinks'> = {
  label: msg`Hotlinks`,
  description: msg`A grid of quick links.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    {
      name: 'links',
      kind: 'list',
      label: msg`Links`,
      itemLabel: msg`Link`,
      min: 1,
      max: 12,
      create: newLink,
      fields: [
        { name: 'label', kind: 'text', label: msg`Link text`, isRequired: true },
        { name: 'href', kind: 'link', label: msg`Link`, isRequired: true },
        { name: 'description', kind: 'textarea', label: msg`Description` },
      ],
    },
  ],
  create: () => ({ title: '', links: [newLink()] }),
};
