import * as v from 'valibot';
import { blockImage, blockLink, blockParagraph, optionalBlockText, requiredBlockText } from './block-parts';

/** FourCards (legacy): up to four fixed cards, each with a title, text, image and link. */
export const fourCardsProps = v.object({
  title: optionalBlockText,
  cards: v.pipe(
    v.array(
      v.object({
        title: requiredBlockText,
        text: blockParagraph,
        image: v.optional(blockImage),
        href: v.optional(blockLink),
      }),
    ),
    v.minLength(1),
    v.maxLength(4),
  ),
});
