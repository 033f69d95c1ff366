import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BUTTON_VARIANTS, type BlockPropsInput, type ButtonVariantName } from '@platform/contracts';
import type { FieldSpec } from './field-spec';

// Pieces several block editors share: the button's fields and the values of a
// new image or button.

/** An image as the editor sends it (`{ url, alt?, decorative? }`). */
export type ImageInput = BlockPropsInput<'Image'>['image'];
/** A button as the editor sends it (`{ label, href, variant? }`). */
export type ButtonInput = BlockPropsInput<'CallToAction'>['button'];

const VARIANT_LABELS: Record<ButtonVariantName, MessageDescriptor> = {
  primary: msg`Primary`,
  secondary: msg`Secondary`,
  tertiary: msg`Tertiary`,
  outline: msg`Outline`,
  outlineSecondary: msg`Outline secondary`,
  light: msg`Light`,
  white: msg`White`,
};

/** The seven button variants of spec §2, in their order, as select options. */
export const BUTTON_VARIANT_OPTIONS = BUTTON_VARIANTS.map((value) => ({ value, label: VARIANT_LABELS[value] }));

/** A button's own fields: an item of a `buttons` list. */
export const BUTTON_FIELDS: readonly FieldSpec[] = [
  { name: 'label', kind: 'text', label: msg`Button text`, isRequired: true },
  { name: 'href', kind: 'link', label: msg`Link`, isRequired: true },
  { name: 'variant', kind: 'select', label: msg`Style`, options: BUTTON_VARIANT_OPTIONS },
];

/** An image still to be chosen. */
export const newImage = (): ImageInput => ({ url: '', alt: '', decorative: false });

/** A button still to be written. */
export const newButton = (): ButtonInput => ({ label: '', href: '', variant: 'primary' });

/** A block's `buttons`: none to `max` buttons. */
export function buttonsField(max: number): FieldSpec {
  return {
    name: 'buttons',
    kind: 'list',
    label: msg`Buttons`,
    itemLabel: msg`Button`,
    fields: BUTTON_FIELDS,
    min: 0,
    max,
    create: newButton,
  };
}
