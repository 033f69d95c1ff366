import { msg } from '@lingui/core/macro';
import type { BlockPropsInput } from '@platform/contracts';
import type { BlockEditor, FieldSpec } from '../../editor/field-spec';
import { newButton } from '../../editor/shared-fields';

type Cta = BlockPropsInput<'DualCta'>['first'];

const CTA_FIELDS: readonly FieldSpec[] = [
  { name: 'title', kind: 'text', label: msg`Title`, isRequired: true },
  { name: 'text', kind: 'textarea', label: msg`Text` },
  { name: 'button', kind: 'button', label: msg`Button`, isRequired: true },
];

const newCta = (): Cta => ({ title: '', text: '', button: newButton() });

export const dualCtaEditor: BlockEditor<'DualCta'> = {
  label: msg`Two calls to action`,
  description: msg`Two calls to action side by side, for example one for volunteers and one for organisations.`,
  fields: [
    { name: 'first', kind: 'group', label: msg`First call to action`, fields: CTA_FIELDS },
    { name: 'second', kind: 'group', label: msg`Second call to action`, fields: CTA_FIELDS },
  ],
  create: () => ({ first: newCta(), second: newCta() }),
};
