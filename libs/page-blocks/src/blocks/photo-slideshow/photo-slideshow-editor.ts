import { msg } from '@lingui/core/macro';
import type { BlockPropsInput } from '@platform/contracts';
import type { BlockEditor } from '../../editor/field-spec';
import { newImage } from '../../editor/shared-fields';

type Slide = BlockPropsInput<'PhotoSlideshow'>['slides'][number];

const newSlide = (): Slide => ({ image: newImage(), caption: '' });

export const photoSlideshowEditor: BlockEditor<'PhotoSlideshow'> = {
  label: msg`Photo slideshow`,
  description: msg`Photos shown one at a time, with buttons to go back and forth.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    {
      name: 'slides',
      kind: 'list',
      label: msg`Photos`,
      itemLabel: msg`Photo`,
      min: 1,
      max: 12,
      create: newSlide,
      fields: [
        { name: 'image', kind: 'image', label: msg`Image`, isRequired: true },
        { name: 'caption', kind: 'text', label: msg`Caption` },
      ],
    },
    {
      name: 'autoplay',
      kind: 'checkbox',
      label: msg`Play automatically`,
      description: msg`Moves to the next photo every few seconds; visitors can always pause it.`,
    },
  ],
  create: () => ({ title: '', slides: [newSlide()], autoplay: false }),
};
