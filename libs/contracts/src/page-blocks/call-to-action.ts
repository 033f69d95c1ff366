import * as v from 'valibot';
import { blockButton, blockParagraph, requiredBlockText } from './block-parts';

/** A band asking the visitor to do one thing. */
export const callToActionProps = v.object({
  title: requiredBlockText,
  text: blockParagraph,
  button: blockButton,
});
