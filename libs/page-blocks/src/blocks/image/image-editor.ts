import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';
import { newImage } from '../../editor/shared-fields';

export const imageEditor: BlockEditor<'Image'> = {
  label: msg`Image`,
  description: msg`One image with an optional caption.`,
  fields: [
    { name: 'image', kind: 'image', label: msg`Image`, isRequired: true },
    { name: 'caption', kind: 'text', label: msg`Caption` },
    {
      name: 'width',
      kind: 'select',
      label: msg`Width`,
      options: [
        { value: 'content', label: msg`As wide as the text` },
        { value: 'wide', label: msg`Wide` },
        { value: 'full', label: msg`Full width of the window` },
      ],
    },
  ],
  create: () => ({ image: newImage(), caption: '', width: 'content' }),
};
