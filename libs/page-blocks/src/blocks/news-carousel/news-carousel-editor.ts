import { msg } from '@lingui/core/macro';
import type { BlockEditor } from '../../editor/field-spec';

export const newsCarouselEditor: BlockEditor<'NewsCarousel'> = {
  label: msg`News carousel`,
  description: msg`The latest news, featured items first, in a carousel.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    { name: 'count', kind: 'number', label: msg`Number of news items`, min: 1, max: 12 },
  ],
  create: () => ({ title: '', count: 6 }),
};
