import * as v from 'valibot';
import { blockImage, blockParagraph, requiredBlockText } from './block-parts';

/** The home page's opening: a title, text and a search box into the vacancy bank. */
export const heroWithSearchProps = v.object({
  title: requiredBlockText,
  text: blockParagraph,
  image: v.optional(blockImage),
});
