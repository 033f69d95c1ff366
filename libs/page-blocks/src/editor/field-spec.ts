import type { MessageDescriptor } from '@lingui/core';
import type { BlockPropsInput, BlockType, DynamicCardSource } from '@platform/contracts';

// What the portal's page editor shows for a block: its fields, described as
// data, so one form renderer draws every block and the public site never loads
// any of it. Names are the props' keys (camelCase, as libs/contracts has them).

type Base = {
  /** The prop's key in the block's props (or in the list item's object). */
  name: string;
  label: MessageDescriptor;
  /** Help under the label. */
  description?: MessageDescriptor;
  /** Shown as required; the block's schema decides. */
  isRequired?: boolean;
};

export type FieldSpec =
  | (Base & { kind: 'text' | 'textarea' | 'markdown' | 'link' })
  | (Base & { kind: 'number'; min: number; max: number })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'select'; options: readonly { value: string | number; label: MessageDescriptor }[] })
  /** `{ url, alt, decorative }`: upload or pick an image, its alt text, or mark it decorative. */
  | (Base & { kind: 'image' })
  /** `{ label, href, variant }`, the variant one of the seven of spec §2. */
  | (Base & { kind: 'button' })
  /** The ids of the pages, news items or vacancies the block shows; `sourceField` names the prop that says which. */
  | (Base & { kind: 'itemIds'; sourceField: string })
  /** A form of the form builder that anyone may fill in (its id, or null). */
  | (Base & { kind: 'form' })
  /** A list of objects, each with `fields`; `create` makes a new item. */
  | (Base & {
      kind: 'list';
      itemLabel: MessageDescriptor;
      fields: readonly FieldSpec[];
      min: number;
      max: number;
      create: () => Record<string, unknown>;
    })
  /** An object of its own fields (e.g. DualCta's `first`). */
  | (Base & { kind: 'group'; fields: readonly FieldSpec[] });

/** Everything the editor knows of one block type. */
export type BlockEditor<T extends BlockType> = {
  /** The block's name in the block picker. */
  label: MessageDescriptor;
  /** One line on what it is for. */
  description: MessageDescriptor;
  fields: readonly FieldSpec[];
  /** The props of a new block of this type (valid once its required images and texts are filled in). */
  create: () => BlockPropsInput<T>;
};

export type BlockEditors = { [T in BlockType]: BlockEditor<T> };

export type { DynamicCardSource };
