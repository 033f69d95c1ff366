import { msg } from '@lingui/core/macro';
import type { BlockPropsInput } from '@platform/contracts';
import type { BlockEditor } from '../../editor/field-spec';

type Card = BlockPropsInput<'FourCards'>['cards'][number];

// The card's image and link are optional: a new card has neither.
const newCard = (): Card => ({ title: '', text: '' });

export const fourCardsEditor: BlockEditor<'FourCards'> = {
  label: msg`Four cards (legacy)`,
  description: msg`Up to four cards, each with a title, text, image and link.`,
  fields: [
    { name: 'title', kind: 'text', label: msg`Title` },
    {
      name: 'cards',
      kind: 'list',
      label: msg`Cards`,
      itemLabel: msg`Card`,
      min: 1,
      max: 4,
      create: newCard,
      fields: [
        { name: 'title', kind: 'text', label: msg`Title`, isRequired: true },
        { name: 'text', kind: 'textarea', label: msg`Text` },
        { name: 'image', kind: 'image', label: msg`Image` },
        { name: 'href', kind: 'link', label: msg`Link`, description: msg`Where the card leads; leave empty for a card without a link.` },
      ],
    },
  ],
  create: () => ({ title: '', cards: [newCard()] }),
};
