import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';
import { buttonsField, newImage } from '../../editor/shared-fields';

export const imageTextButtonsEditor: BlockEditor<'ImageTextButtons'> = {
  label: msg`Image, text and buttons`,
  description: msg`An image beside a title, a short text and up to three buttons.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title`, isRequired: true },
    { name: 'text', kind: 'textarea', label: msg`Text` },
    { name: 'image', kind: 'image', label: msg`Image`, isRequired: true },
    {
      name: 'imagePosition',
      kind: 'select',
      label: msg`Image position`,
      options: [
        { value: 'left', label: msg`Left` },
        { value: 'right', label: msg`Right` },
      ],
    },
    buttonsField(3),
  ],
  create: () => ({ title: '', text: '', image: newImage(), imagePosition: 'left', buttons: [] }),
};
