import * as v from 'valibot';
import { blockButtons, blockImage, blockParagraph, requiredBlockText } from './block-parts';

/** The callout: an image beside a title, text and up to three buttons. */
export const imageTextButtonsProps = v.object({
  title: requiredBlockText,
  text: blockParagraph,
  image: blockImage,
  imagePosition: v.optional(v.picklist(['left', 'right']), 'left'),
  buttons: blockButtons(3),
});
