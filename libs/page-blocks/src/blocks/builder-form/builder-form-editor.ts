import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const builderFormEditor: BlockEditor<'BuilderForm'> = {
  label: msg`Form`,
  description: msg`A form made with the form builder.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    {
      name: 'formId',
      kind: 'form',
      label: msg`Form`,
      description: msg`A form anyone may fill in, made under Forms. The block shows nothing until a form is chosen.`,
    },
  ],
  create: () => ({ title: '', formId: null }),
};
