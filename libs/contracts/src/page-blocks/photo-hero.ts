import * as v from 'valibot';
import { blockButtons, blockImage, blockParagraph, requiredBlockText } from './block-parts';

/** A large photo with a title, text and up to two buttons over it. */
export const photoHeroProps = v.object({
  title: requiredBlockText,
  text: blockParagraph,
  image: blockImage,
  buttons: blockButtons(2),
});
