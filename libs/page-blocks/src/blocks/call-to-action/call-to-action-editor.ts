import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';
import { newButton } from '../../editor/shared-fields';

export const callToActionEditor: BlockEditor<'CallToAction'> = {
  label: msg`Call to action`,
  description: msg`A band that asks visitors to do one thing, with a button.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title`, isRequired: true },
    { name: 'text', kind: 'textarea', label: msg`Text` },
    { name: 'button', kind: 'button', label: msg`Button`, isRequired: true },
  ],
  create: () => ({ title: '', text: '', button: newButton() }),
};
